ALTER TABLE "deliveries" ALTER COLUMN "provider_delivery_id" DROP NOT NULL;--> statement-breakpoint
-- The delivery module's writer of its deliveries rows for orders being inserted (ADR 006 "外送
-- in the same statement"): one row per order, status PENDING (0), no platform id yet (the courier is booked
-- after the commit, start-delivery.ts). deliveries_quote_uidx refuses a quote a second order uses, which fails
-- the caller's whole statement: the order is not written either. p_rows: [{order_id, quote_id, provider,
-- fee_cents, eta_minutes, created_at}].
CREATE OR REPLACE FUNCTION "insert_order_deliveries"(p_rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  insert into deliveries (
    order_id, quote_id, provider, provider_delivery_id, tracking_url, status, fee_cents, eta_minutes,
    created_at, updated_at
  )
  select x.order_id, x.quote_id, x.provider, null, null, 0, x.fee_cents, x.eta_minutes, x.created_at,
    x.created_at
  from jsonb_to_recordset(p_rows) as x(
    order_id uuid, quote_id uuid, provider smallint, fee_cents integer, eta_minutes integer,
    created_at timestamptz
  );
END $$;--> statement-breakpoint
-- The order insert function, re-created whole (migration 0017's, for 外送 orders): an input row may carry
-- `delivery` (a 外送 order: {quote_id, provider, fee_cents, eta_minutes, created_at}, built by the delivery
-- module), and the orders created with one get their deliveries row through insert_order_deliveries in the
-- same call, so the quote is used in the order's own transaction. Every column 0017 writes is written as
-- before; rows without `delivery` write what they wrote before (hand-written, ADR 006).
CREATE OR REPLACE FUNCTION "insert_orders_if_store_unchanged"(
  p_store_id integer, p_row_version text, p_business_date date, p_rows text, p_keys text
) RETURNS TABLE (store_ok integer, created jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_store_ok integer;
  v_created jsonb;
  v_deliveries jsonb;
BEGIN
  with s as (
    select id from stores where id = p_store_id and xmin::text = p_row_version for share
  ), input as (
    select * from jsonb_to_recordset(p_rows::jsonb) as x(
      idx integer, order_type smallint, payment_type smallint, table_number text, target_time timestamptz,
      is_asap smallint, contact_name text, contact_phone text, memo text, menu_version integer,
      subtotal_cents integer, total_cents integer, app_version text, device_id text, visitor_token_hash text,
      user_id integer, idempotency_key text, request_hash text, invoice_type text, invoice_value text,
      company_title text, order_tab_type text, party_size smallint, shipping_infos jsonb,
      shipping_fee_cents integer, custom_items jsonb, items jsonb, delivery jsonb
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
  select (select count(*) from s)::int,
    coalesce((select jsonb_agg(jsonb_build_array(o.id, o.item_name, b.idx)) from o join numbered b on b.id = o.id),
      '[]'::jsonb),
    (select jsonb_agg(b.delivery || jsonb_build_object('order_id', o.id))
      from o join numbered b on b.id = o.id where jsonb_typeof(b.delivery) = 'object')
  into v_store_ok, v_created, v_deliveries;
  -- 外送: the delivery module writes its own rows, after the orders they point at (same transaction).
  if v_deliveries is not null then
    perform insert_order_deliveries(v_deliveries);
  end if;
  return query select v_store_ok, v_created;
END $$;
