-- The order submit in one statement (spec §7 POST /api/orders/order; spec §4 order numbers; ADR 006): for
-- a batch of one store's orders, writes only if the store row still has the version the orders were checked
-- against (xmin, locked FOR SHARE), leaves out orders whose idempotency key is taken (also earlier in the
-- batch), adds the day's count to order_counters, inserts the orders numbered in turn and their items.
-- Returns store_ok (0: the store changed, nothing written) and created, [[order id, number, input idx], …].
-- Called by orders.queries.ts insertOrdersIfStoreUnchanged; p_rows is the JSON of that file's input rows.
-- One source: edit here, then `npm run db:function -- insert_orders_if_store_unchanged` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION "insert_orders_if_store_unchanged"(
  p_store_id integer, p_row_version text, p_business_date date, p_rows text, p_keys text
) RETURNS TABLE (store_ok integer, created jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_store_ok integer;
  v_created jsonb;
  v_taken text[];
BEGIN
  -- The batch's keys already taken, planned afresh on every call (EXECUTE): an index lookup of
  -- orders_idempotency_uidx however large orders has grown since the function's plans were made.
  EXECUTE 'select coalesce(array_agg(idempotency_key), ''{}'') from orders where idempotency_key = any($1)'
    INTO v_taken
    USING array(select jsonb_array_elements_text(p_keys::jsonb));
  with s as (
    select id from stores where id = p_store_id and xmin::text = p_row_version for share
  ), input as (
    select * from jsonb_to_recordset(p_rows::jsonb) as x(
      idx integer, order_type smallint, payment_type smallint, table_number text, target_time timestamptz,
      is_asap smallint, contact_name text, contact_phone text, memo text, menu_version integer,
      subtotal_cents integer, total_cents integer, app_version text, device_id text, visitor_token_hash text,
      user_id integer, idempotency_key text, request_hash text, invoice_type text, invoice_value text,
      company_title text, order_tab_type text, party_size smallint, shipping_infos jsonb,
      shipping_fee_cents integer, custom_items jsonb, items jsonb, quote_id uuid, coupons jsonb,
      discount_cents integer, points_redeemed integer, point_discount_cents integer
    )
  ), fresh as (
    select input.* from input, s
    where input.idempotency_key is null or (
      not (input.idempotency_key = any(v_taken))
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
      order_tab_type, party_size, shipping_infos, shipping_fee_cents, custom_items, quote_id, coupons,
      discount_cents, points_redeemed, point_discount_cents
    )
    select b.id, p_store_id, lpad(b.num::text, greatest(3, length(b.num::text)), '0'), p_business_date,
      b.order_type, b.payment_type, b.table_number, b.target_time, b.is_asap, b.contact_name, b.contact_phone,
      b.memo, b.menu_version, b.subtotal_cents, b.total_cents, b.app_version, b.device_id,
      b.visitor_token_hash, b.user_id, b.idempotency_key, b.request_hash, coalesce(b.invoice_type, 'paper'),
      b.invoice_value, b.company_title, b.order_tab_type, b.party_size, b.shipping_infos,
      coalesce(b.shipping_fee_cents, 0), coalesce(b.custom_items, '[]'::jsonb), b.quote_id,
      coalesce(b.coupons, '[]'::jsonb), coalesce(b.discount_cents, 0), coalesce(b.points_redeemed, 0),
      coalesce(b.point_discount_cents, 0)
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
      '[]'::jsonb)
  into v_store_ok, v_created;
  return query select v_store_ok, v_created;
END $$;
