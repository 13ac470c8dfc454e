-- Orders module: a SUBMITTED, UNPAID order whose total is p_amount_cents becomes PAID_FULL, paid by
-- p_payment_type (spec §4 payment status). True when it did. Called by settle_payment_capture; statuses
-- come in as parameters (the domain's, as the queries pass them).
-- One source: edit here, then `npm run db:function -- mark_order_paid` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION "mark_order_paid"(
  p_order_id uuid, p_payment_type smallint, p_amount_cents integer, p_paid_full smallint, p_unpaid smallint,
  p_submitted smallint
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET payment_status = p_paid_full, payment_type = p_payment_type
  WHERE id = p_order_id AND payment_status = p_unpaid AND status = p_submitted AND total_cents = p_amount_cents;
  RETURN FOUND;
END $$;
