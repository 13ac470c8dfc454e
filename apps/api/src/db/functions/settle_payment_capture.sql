-- Payments module: a capture settled in one statement (spec §7 payments; ADR 015; ADR 006's one-statement
-- pattern): the attempt moves to PAID, its ledger row is written and the order is marked paid
-- (mark_order_paid). Outcomes: 'settled-before' (the attempt was no longer in one of p_from: nothing written),
-- 'amount-changed' (order_total_differs: nothing written, the caller refunds), 'paid', or 'order-gone' (the
-- order expired or was cancelled meanwhile: the capture stands and the caller refunds it). pending_card: a card
-- the diner asked to remember waits for this payment. Called by payments.queries.ts.
-- One source: edit here, then `npm run db:function -- settle_payment_capture` (docs/ARCHITECTURE.md).
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
