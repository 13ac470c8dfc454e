DROP INDEX "orders_visitor_idx";--> statement-breakpoint
DROP INDEX "orders_guest_phone_idx";--> statement-breakpoint
CREATE INDEX "orders_user_store_idx" ON "orders" USING btree ("user_id","store_id") WHERE "orders"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_visitor_idx" ON "orders" USING btree ("visitor_token_hash","store_id");--> statement-breakpoint
CREATE INDEX "orders_guest_phone_idx" ON "orders" USING btree ("contact_phone","store_id") WHERE "orders"."user_id" is null;