-- Points redeemed by an order (spec §3 combinedOrder.order_point order_point_redeem; Points ledger events
-- NEW_ORDER_REDEEM 44, CANCEL_ORDER_REDEEM 47; ADR 031's pattern for coupons): the order's own insert takes
-- its points_redeemed from the member's balance at the store and writes the ledger row, so an order and its
-- points are one statement (the group submit too: a batch with an order whose member holds too few points
-- fails, and that order alone is refused when the batch is split). Too few points (or none at that store)
-- raise check_violation on store_members_point_nonneg, which the API answers 422 points_not_applicable.
-- A cancelled or refunded order gives them back once (point_transactions_order_event_uidx), whoever cancels.
-- Each {{…}} is a value of the domain (packages/domain enums.ts, points.ts); db:function writes it in.
-- One source: edit here, then `npm run db:function -- redeem_order_points` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION redeem_order_points() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE store_members SET point = point - NEW.points_redeemed
      WHERE user_id = NEW.user_id AND store_id = NEW.store_id
      RETURNING point INTO held;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'check_violation', CONSTRAINT = 'store_members_point_nonneg',
        MESSAGE = 'points redeemed by no member, or at a store where the member holds none';
    END IF;
    INSERT INTO point_transactions (user_id, store_id, order_id, event, points, balance_after, created_at)
      VALUES (NEW.user_id, NEW.store_id, NEW.id, {{PointEvent.NEW_ORDER_REDEEM}}, -NEW.points_redeemed, held, now());
    RETURN NULL;
  END IF;
  -- Given back: not to a deleted account (its points went with it).
  IF NEW.user_id IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT point INTO held FROM store_members
    WHERE user_id = NEW.user_id AND store_id = NEW.store_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  INSERT INTO point_transactions (user_id, store_id, order_id, event, points, balance_after, created_at)
    VALUES (NEW.user_id, NEW.store_id, NEW.id, {{PointEvent.CANCEL_ORDER_REDEEM}}, NEW.points_redeemed,
      held + NEW.points_redeemed, now())
    ON CONFLICT (order_id, event) DO NOTHING;
  IF FOUND THEN
    UPDATE store_members SET point = held + NEW.points_redeemed
      WHERE user_id = NEW.user_id AND store_id = NEW.store_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER orders_redeem_points AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.points_redeemed > 0)
  EXECUTE FUNCTION redeem_order_points();

CREATE OR REPLACE TRIGGER orders_return_points AFTER UPDATE OF status, payment_status ON orders
  FOR EACH ROW
  WHEN (NEW.points_redeemed > 0 AND ((NEW.status = {{OrderStatus.CANCELLED}} AND OLD.status <> {{OrderStatus.CANCELLED}})
    OR (NEW.payment_status = {{PaymentStatus.REFUNDED}} AND OLD.payment_status <> {{PaymentStatus.REFUNDED}})))
  EXECUTE FUNCTION redeem_order_points();
