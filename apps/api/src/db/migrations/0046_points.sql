CREATE TABLE "point_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" uuid,
	"event" smallint NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"request_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_transactions_member_idx" ON "point_transactions" USING btree ("user_id","store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_order_event_uidx" ON "point_transactions" USING btree ("order_id","event");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_request_uidx" ON "point_transactions" USING btree ("store_id","request_id") WHERE request_id is not null;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_point_nonneg" CHECK ("store_members"."point" >= 0);--> statement-breakpoint
-- The trigger below is apps/api/src/db/functions/revert_order_point_gain.sql, as `npm run db:function` writes it.
-- Gives back the points a completed order earned (spec §3 Points ledger events: CANCEL_ORDER_GAIN 43 for the
-- NEW_ORDER_GAIN 40 row written when the store completed it; modules/points/earn-order-points.ts) when the
-- order is later cancelled or refunded, whoever writes that (the store, the diner, a job, support in psql).
-- Once per order: point_transactions_order_event_uidx keeps a retried or second change (cancelled, then
-- refunded) from taking the points twice. The member's balance row is locked first, so a concurrent spend or
-- adjustment waits; the balance never goes below 0 (store_members_point_nonneg): points the member already
-- spent stay spent and the row records what was taken (it may be less than was earned, or 0).
-- Each {{…}} is a value of the domain (packages/domain enums.ts, points.ts); db:function writes it in.
-- One source: edit here, then `npm run db:function -- revert_order_point_gain` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION revert_order_point_gain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gained record;
  held integer;
  taken integer;
BEGIN
  SELECT user_id, store_id, points INTO gained FROM point_transactions
    WHERE order_id = NEW.id AND event = 40;
  IF NOT FOUND OR gained.points <= 0 THEN
    RETURN NULL;
  END IF;
  SELECT point INTO held FROM store_members
    WHERE user_id = gained.user_id AND store_id = gained.store_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  taken := LEAST(held, gained.points);
  INSERT INTO point_transactions (user_id, store_id, order_id, event, points, balance_after, created_at)
    VALUES (gained.user_id, gained.store_id, NEW.id, 43, -taken, held - taken, now())
    ON CONFLICT (order_id, event) DO NOTHING;
  IF FOUND THEN
    UPDATE store_members SET point = held - taken
      WHERE user_id = gained.user_id AND store_id = gained.store_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_point_gain_revert AFTER UPDATE OF status, payment_status ON orders
  FOR EACH ROW
  WHEN ((NEW.status = 4 AND OLD.status <> 4)
    OR (NEW.payment_status = 3 AND OLD.payment_status <> 3))
  EXECUTE FUNCTION revert_order_point_gain();
