-- Store console (docs/features.md): staff accounts separate from members, their stores and sessions; the
-- store side of an order (accepted_at + estimate_minutes keep status SUBMITTED, spec §4; ready/completed times;
-- the store's cancel reason); order_store_events, the audit and live feed of the board (its id is the SSE id).
-- Triggers write the `created` event when an order reaches the store (at insert when not an online payment,
-- spec §5 offline types 0,1,3,4,5; when an online payment becomes PAID_FULL 2 otherwise: isReleasedToStore)
-- an `edited` event when the diner changes it (version + 1, migration 0018) and a `cancel` event when the
-- diner cancels (status → 4 without a store reason). Every event row notifies
-- `iding_order_event` with "<store id>:<event id>:<order id>" so each API instance delivers it live.
-- The order insert function (insert_orders_if_store_unchanged) is unchanged.
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_stores" (
	"staff_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "staff_stores_staff_id_store_id_pk" PRIMARY KEY("staff_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_store_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_staff_id" integer,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimate_minutes" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "staff_stores" ADD CONSTRAINT "staff_stores_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_stores" ADD CONSTRAINT "staff_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_store_events" ADD CONSTRAINT "order_store_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_store_events" ADD CONSTRAINT "order_store_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_phone_uidx" ON "staff" USING btree ("phone") WHERE "staff"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_uidx" ON "staff" USING btree ("email") WHERE "staff"."email" is not null;--> statement-breakpoint
CREATE INDEX "staff_stores_store_idx" ON "staff_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_uidx" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_store_events_store_idx" ON "order_store_events" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "order_store_events_order_idx" ON "order_store_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION iding_order_released() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.payment_type IN (0, 1, 3, 4, 5) OR NEW.payment_status = 2 THEN
      INSERT INTO order_store_events (store_id, order_id, kind, status) VALUES (NEW.store_id, NEW.id, 'created', NEW.status);
    END IF;
  ELSIF NEW.payment_type NOT IN (0, 1, 3, 4, 5) AND NEW.payment_status = 2 AND OLD.payment_status <> 2 THEN
    INSERT INTO order_store_events (store_id, order_id, kind, status) VALUES (NEW.store_id, NEW.id, 'created', NEW.status);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.version > OLD.version AND (NEW.payment_type IN (0, 1, 3, 4, 5) OR NEW.payment_status = 2) THEN
    INSERT INTO order_store_events (store_id, order_id, kind, status) VALUES (NEW.store_id, NEW.id, 'edited', NEW.status);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 4 AND OLD.status <> 4 AND NEW.cancel_reason IS NULL THEN
    INSERT INTO order_store_events (store_id, order_id, kind, status) VALUES (NEW.store_id, NEW.id, 'cancel', 4);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_store_events AFTER INSERT OR UPDATE OF payment_status, status, version ON orders
  FOR EACH ROW EXECUTE FUNCTION iding_order_released();--> statement-breakpoint
CREATE OR REPLACE FUNCTION iding_order_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('iding_order_event', NEW.store_id || ':' || NEW.id || ':' || NEW.order_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_store_events_notify AFTER INSERT ON order_store_events
  FOR EACH ROW EXECUTE FUNCTION iding_order_event_notify();
