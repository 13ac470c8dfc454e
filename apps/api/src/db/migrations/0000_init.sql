CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "entrees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"price_cents" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entree_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_selections" integer DEFAULT 0 NOT NULL,
	"max_selections" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"logo" text,
	"cover" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"app_settings" jsonb NOT NULL,
	"point_rule" jsonb,
	"table_limit" integer DEFAULT 0 NOT NULL,
	"table_name" text DEFAULT '桌號' NOT NULL,
	"menu_version" integer DEFAULT 1 NOT NULL,
	"allow_user_login" boolean DEFAULT true NOT NULL,
	"can_order" boolean DEFAULT true NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"show_holiday_dialog" boolean DEFAULT false NOT NULL,
	"hide_order_serial" boolean DEFAULT false NOT NULL,
	"carousel_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"business_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counters_store_id_business_date_pk" PRIMARY KEY("store_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"entree_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"business_date" date NOT NULL,
	"order_type" smallint NOT NULL,
	"payment_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payment_status" smallint DEFAULT 0 NOT NULL,
	"table_number" text,
	"target_time" timestamp with time zone NOT NULL,
	"is_asap" smallint DEFAULT 0 NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"menu_version" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"app_version" text DEFAULT '' NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"visitor_token_hash" text,
	"user_id" integer,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entrees" ADD CONSTRAINT "entrees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrees" ADD CONSTRAINT "entrees_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_entree_id_entrees_id_fk" FOREIGN KEY ("entree_id") REFERENCES "public"."entrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entrees_store_idx" ON "entrees" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "entrees_category_idx" ON "entrees" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "menu_categories_store_idx" ON "menu_categories" USING btree ("store_id","sort");--> statement-breakpoint
CREATE INDEX "option_groups_entree_idx" ON "option_groups" USING btree ("entree_id","sort");--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "stores_brand_idx" ON "stores" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_day_number_uidx" ON "orders" USING btree ("store_id","business_date","item_name");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uidx" ON "orders" USING btree ("idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_visitor_idx" ON "orders" USING btree ("visitor_token_hash");