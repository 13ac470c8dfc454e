ALTER TABLE "store_credit_transactions" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "store_credit_transactions" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_transactions_request_uidx" ON "store_credit_transactions" USING btree ("store_id","request_id") WHERE request_id is not null;