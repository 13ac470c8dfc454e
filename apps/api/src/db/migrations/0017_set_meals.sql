CREATE TABLE "entree_collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" uuid NOT NULL,
	"entree_id" uuid NOT NULL,
	"upgrade_cents" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entree_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entree_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_selections" integer DEFAULT 1 NOT NULL,
	"max_selections" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "collections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "custom_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "entree_collection_items" ADD CONSTRAINT "entree_collection_items_collection_id_entree_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."entree_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entree_collection_items" ADD CONSTRAINT "entree_collection_items_entree_id_entrees_id_fk" FOREIGN KEY ("entree_id") REFERENCES "public"."entrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entree_collections" ADD CONSTRAINT "entree_collections_entree_id_entrees_id_fk" FOREIGN KEY ("entree_id") REFERENCES "public"."entrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entree_collection_items_collection_idx" ON "entree_collection_items" USING btree ("collection_id","sort");--> statement-breakpoint
CREATE INDEX "entree_collections_entree_idx" ON "entree_collections" USING btree ("entree_id","sort");--> statement-breakpoint
-- The order insert function, re-created whole (migration 0014's, spec §3 items): the order's custom items
-- (環保餐具, 提袋; orders.custom_items) and each item's set-meal slot picks (order_items.collections). Absent
-- keys insert '[]', so a caller that does not send them writes what it wrote before. Same statement otherwise
-- (hand-written, ADR 006).
CREATE OR REPLACE FUNCTION "insert_orders_if_store_unchanged"(
  p_store_id integer, p_row_version text, p_business_date date, p_rows text, p_keys text
) RETURNS TABLE (store_ok integer, created jsonb) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  with s as (
    select id from stores where id = p_store_id and xmin::text = p_row_version for share
  ), input as (
    select * from jsonb_to_recordset(p_rows::jsonb) as x(
      idx integer, order_type smallint, payment_type smallint, table_number text, target_time timestamptz,
      is_asap smallint, contact_name text, contact_phone text, memo text, menu_version integer,
      subtotal_cents integer, total_cents integer, app_version text, device_id text, visitor_token_hash text,
      user_id integer, idempotency_key text, request_hash text, invoice_type text, invoice_value text,
      company_title text, order_tab_type text, party_size smallint, shipping_infos jsonb,
      shipping_fee_cents integer, custom_items jsonb, items jsonb
    )
  ), taken as (
    -- A restriction on the keys (not a join with input, which the planner may answer with a scan of every
    -- order): an index scan of orders_idempotency_uidx.
    select idempotency_key from orders
    where idempotency_key = any(array(select jsonb_array_elements_text(p_keys::jsonb)))
  ), fresh as (
    select input.* from input, s
    where input.idempotency_key is null or (
      input.idempotency_key not in (select taken.idempotency_key from taken)
      and not exists (
        select 1 from input earlier
        where earlier.idempotency_key = input.idempotency_key and earlier.idx < input.idx
      )
    )
  ), n as (
    insert into order_counters (store_id, business_date, last_number)
    select s.id, p_business_date, c.cnt from s, (select count(*)::int as cnt from fresh) c where c.cnt > 0
    on conflict (store_id, business_date)
      do update set last_number = order_counters.last_number + excluded.last_number
    returning last_number
  ), numbered as (
    select f.*, gen_random_uuid() as id,
      n.last_number - (count(*) over ())::int + (row_number() over (order by f.idx))::int as num
    from fresh f, n
  ), o as (
    insert into orders (
      id, store_id, item_name, business_date, order_type, payment_type, table_number, target_time, is_asap,
      contact_name, contact_phone, memo, menu_version, subtotal_cents, total_cents, app_version, device_id,
      visitor_token_hash, user_id, idempotency_key, request_hash, invoice_type, invoice_value, company_title,
      order_tab_type, party_size, shipping_infos, shipping_fee_cents, custom_items
    )
    select b.id, p_store_id, lpad(b.num::text, greatest(3, length(b.num::text)), '0'), p_business_date,
      b.order_type, b.payment_type, b.table_number, b.target_time, b.is_asap, b.contact_name, b.contact_phone,
      b.memo, b.menu_version, b.subtotal_cents, b.total_cents, b.app_version, b.device_id,
      b.visitor_token_hash, b.user_id, b.idempotency_key, b.request_hash, coalesce(b.invoice_type, 'paper'),
      b.invoice_value, b.company_title, b.order_tab_type, b.party_size, b.shipping_infos,
      coalesce(b.shipping_fee_cents, 0), coalesce(b.custom_items, '[]'::jsonb)
    from numbered b
    returning id, item_name
  ), i as (
    insert into order_items (
      order_id, entree_id, name, quantity, unit_price_cents, total_cents, memo, options, collections, sort
    )
    select o.id, x.entree_id, x.name, x.quantity, x.unit_price_cents, x.total_cents, x.memo, x.options,
      coalesce(x.collections, '[]'::jsonb), x.sort
    from o join numbered b on b.id = o.id cross join jsonb_to_recordset(b.items) as x(
      entree_id uuid, name text, quantity integer, unit_price_cents integer, total_cents integer, memo text,
      options jsonb, collections jsonb, sort integer
    )
  )
  select (select count(*) from s)::int as store_ok,
    coalesce((select jsonb_agg(jsonb_build_array(o.id, o.item_name, b.idx)) from o join numbered b on b.id = o.id),
      '[]'::jsonb) as created;
END $$;
