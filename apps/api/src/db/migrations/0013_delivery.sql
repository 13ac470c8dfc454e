CREATE TABLE "deliveries" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"quote_id" uuid,
	"provider" smallint NOT NULL,
	"provider_delivery_id" text NOT NULL,
	"tracking_url" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"fee_cents" integer NOT NULL,
	"eta_minutes" integer NOT NULL,
	"cancel_reason" smallint,
	"cancel_party" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deliveries_quote_uidx" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"visitor_token_hash" text NOT NULL,
	"user_id" integer,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"total_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"eta_minutes" integer NOT NULL,
	"provider" smallint NOT NULL,
	"provider_quote_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_quote_id_delivery_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."delivery_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_quotes" ADD CONSTRAINT "delivery_quotes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_quotes" ADD CONSTRAINT "delivery_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_status_idx" ON "deliveries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "delivery_quotes_expires_idx" ON "delivery_quotes" USING btree ("expires_at");