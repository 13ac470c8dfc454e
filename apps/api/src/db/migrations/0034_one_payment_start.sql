-- One attempt being created per order (spec §7 Payments; start-payment.ts): a PENDING attempt with no provider id
-- yet is the one whose provider payment is being created; concurrent presses of the pay button wait for it.
CREATE UNIQUE INDEX "payments_one_creating_uidx" ON "payments" USING btree ("order_id") WHERE status = 0 and provider_ref is null;--> statement-breakpoint
-- A capture marks its order paid only at the amount the order holds (spec §4 Payment status): mark_order_paid now
-- takes the amount captured and leaves an order whose total differs unpaid.
DROP FUNCTION IF EXISTS "mark_order_paid"(uuid, smallint, smallint, smallint, smallint);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mark_order_paid"(
  p_order_id uuid, p_payment_type smallint, p_amount_cents integer, p_paid_full smallint, p_unpaid smallint,
  p_submitted smallint
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET payment_status = p_paid_full, payment_type = p_payment_type
  WHERE id = p_order_id AND payment_status = p_unpaid AND status = p_submitted AND total_cents = p_amount_cents;
  RETURN FOUND;
END $$;--> statement-breakpoint
-- Orders module: true when the order is still SUBMITTED and UNPAID but its total is no longer p_amount_cents (it
-- changed after the payment started). Locks the order's row for the caller's transaction (FOR NO KEY UPDATE: a
-- payment row inserted for it meanwhile is not blocked), so no change of its total lands before mark_order_paid.
CREATE OR REPLACE FUNCTION "order_total_differs"(
  p_order_id uuid, p_amount_cents integer, p_unpaid smallint, p_submitted smallint
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_differs boolean;
BEGIN
  SELECT status = p_submitted AND payment_status = p_unpaid AND total_cents <> p_amount_cents INTO v_differs
  FROM orders WHERE id = p_order_id FOR NO KEY UPDATE;
  RETURN coalesce(v_differs, false);
END $$;--> statement-breakpoint
-- Payments module: as 0029's, plus 'amount-changed' (order_total_differs): nothing is written and the caller
-- refunds the capture, as for 'paid-by-another'.
CREATE OR REPLACE FUNCTION "settle_payment_capture"(
  p_payment_id uuid, p_from smallint[], p_paid smallint, p_at timestamptz, p_order_id uuid,
  p_payment_type smallint, p_record_type smallint, p_amount_cents integer, p_provider_ref text,
  p_paid_full smallint, p_unpaid smallint, p_submitted smallint
) RETURNS TABLE (outcome text, pending_card boolean) LANGUAGE plpgsql AS $$
BEGIN
  IF order_total_differs(p_order_id, p_amount_cents, p_unpaid, p_submitted) THEN
    IF NOT EXISTS (SELECT 1 FROM payments WHERE id = p_payment_id AND status = ANY(p_from)) THEN
      RETURN QUERY SELECT 'settled-before'::text, false;
    ELSE
      RETURN QUERY SELECT 'amount-changed'::text, false;
    END IF;
    RETURN;
  END IF;
  UPDATE payments SET status = p_paid, updated_at = p_at, paid_at = p_at
  WHERE id = p_payment_id AND status = ANY(p_from);
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'settled-before'::text, false;
    RETURN;
  END IF;
  INSERT INTO payment_transactions (
    order_id, payment_id, record_type, payment_type, kind, amount_cents, provider_ref, created_at
  ) VALUES (
    p_order_id, p_payment_id, p_record_type, p_payment_type, 'capture', p_amount_cents, p_provider_ref, p_at
  );
  RETURN QUERY SELECT
    CASE WHEN mark_order_paid(p_order_id, p_payment_type, p_amount_cents, p_paid_full, p_unpaid, p_submitted)
      THEN 'paid' ELSE 'order-gone' END,
    EXISTS (SELECT 1 FROM member_credit_cards WHERE payment_id = p_payment_id AND saved_at IS NULL);
END $$;
