ALTER TABLE "stores" ADD COLUMN "transfer_account" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_last_five" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_reported_at" timestamp with time zone;