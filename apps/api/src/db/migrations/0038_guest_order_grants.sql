CREATE TABLE "guest_order_grants" (
	"visitor_token_hash" text NOT NULL,
	"order_id" uuid NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guest_order_grants_visitor_token_hash_order_id_pk" PRIMARY KEY("visitor_token_hash","order_id")
);
--> statement-breakpoint
ALTER TABLE "guest_order_grants" ADD CONSTRAINT "guest_order_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_order_grants_order_idx" ON "guest_order_grants" USING btree ("order_id");