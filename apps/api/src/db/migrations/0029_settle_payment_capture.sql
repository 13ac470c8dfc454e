-- A capture settled in ONE round trip (paid orders per second, ADR 018; ADR 006's pattern of a module's
-- function called inside another's statement, as 0021's insert_order_deliveries): the orders module's
-- mark_order_paid, and the payments module's settle_payment_capture, which moves the attempt to PAID, writes its
-- ledger entry and marks the order paid in the statement's own transaction, where the application used BEGIN,
-- three statements and COMMIT. Status numbers come in as parameters (the domain's, as the queries pass them).
--
-- Orders module: a SUBMITTED, UNPAID order becomes PAID_FULL, paid by p_payment_type (as setOrderPaidFull).
CREATE OR REPLACE FUNCTION "mark_order_paid"(
  p_order_id uuid, p_payment_type smallint, p_paid_full smallint, p_unpaid smallint, p_submitted smallint
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET payment_status = p_paid_full, payment_type = p_payment_type
  WHERE id = p_order_id AND payment_status = p_unpaid AND status = p_submitted;
  RETURN FOUND;
END $$;--> statement-breakpoint
-- Payments module: 'settled-before' when the attempt was no longer in one of p_from (another confirm or the job
-- settled it; nothing written), else 'paid' or 'order-gone' (the order expired or was cancelled meanwhile: the
-- capture stands and the caller refunds it). pending_card: a card the diner asked to remember waits for this
-- payment (so the caller reads it only then). Another PAID attempt of the order fails the whole statement on
-- payments_one_paid_uidx, as before.
CREATE OR REPLACE FUNCTION "settle_payment_capture"(
  p_payment_id uuid, p_from smallint[], p_paid smallint, p_at timestamptz, p_order_id uuid,
  p_payment_type smallint, p_record_type smallint, p_amount_cents integer, p_provider_ref text,
  p_paid_full smallint, p_unpaid smallint, p_submitted smallint
) RETURNS TABLE (outcome text, pending_card boolean) LANGUAGE plpgsql AS $$
BEGIN
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
    CASE WHEN mark_order_paid(p_order_id, p_payment_type, p_paid_full, p_unpaid, p_submitted)
      THEN 'paid' ELSE 'order-gone' END,
    EXISTS (SELECT 1 FROM member_credit_cards WHERE payment_id = p_payment_id AND saved_at IS NULL);
END $$;
