CREATE TABLE "store_credit_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" uuid,
	"type" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_transactions" ADD CONSTRAINT "store_credit_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_transactions_member_idx" ON "store_credit_transactions" USING btree ("user_id","store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_transactions_order_type_uidx" ON "store_credit_transactions" USING btree ("order_id","type") WHERE order_id is not null and type in (1000, 1001);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_refund_uidx" ON "payment_transactions" USING btree ("payment_id") WHERE kind = 'refund';--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_store_credit_nonneg" CHECK ("store_members"."store_credit_cents" >= 0);