-- Orders module: true when the order is still SUBMITTED and UNPAID but its total is no longer p_amount_cents
-- (it changed after the payment started; spec §4 payment status). Locks the order's row for the caller's
-- transaction (FOR NO KEY UPDATE: a payment row inserted for it meanwhile is not blocked), so no change of its
-- total lands before mark_order_paid.
-- One source: edit here, then `npm run db:function -- order_total_differs` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION "order_total_differs"(
  p_order_id uuid, p_amount_cents integer, p_unpaid smallint, p_submitted smallint
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_differs boolean;
BEGIN
  SELECT status = p_submitted AND payment_status = p_unpaid AND total_cents <> p_amount_cents INTO v_differs
  FROM orders WHERE id = p_order_id FOR NO KEY UPDATE;
  RETURN coalesce(v_differs, false);
END $$;
