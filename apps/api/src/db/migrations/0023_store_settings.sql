-- Store settings and busy mode (docs/features.md "店家設定"): the audit of console settings changes, busy
-- mode on the store row (so its change notification drops every cached copy), and orders by store and
-- target time for the busy-mode slot counts.
CREATE TABLE "store_setting_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"staff_id" integer,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "busy_mode" jsonb DEFAULT '{"enabled":false,"extra_minutes":0,"slot_minutes":15,"slot_cap":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_setting_events" ADD CONSTRAINT "store_setting_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_setting_events" ADD CONSTRAINT "store_setting_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_setting_events_store_idx" ON "store_setting_events" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "orders_store_target_idx" ON "orders" USING btree ("store_id","target_time");