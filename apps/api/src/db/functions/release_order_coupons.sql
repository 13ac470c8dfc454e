-- Coupons module (ADR 031): a cancelled order gives its coupons back, once. When an order becomes CANCELLED
-- (by the diner, the store, a payment that expired, or the unaccepted-order job), its coupon_redemptions rows
-- not yet released are marked released and each coupon's used_count goes down by one. The status moves to
-- CANCELLED once, and only unreleased rows are touched, so a retried cancel gives nothing back twice.
-- Each {{…}} is a value of the domain (packages/domain enums.ts); db:function writes it in.
-- One source: edit here, then `npm run db:function -- release_order_coupons` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION release_order_coupons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH released AS (
    UPDATE coupon_redemptions SET released_at = now()
    WHERE order_id = NEW.id AND released_at IS NULL
    RETURNING coupon_id
  )
  UPDATE coupons SET used_count = greatest(used_count - 1, 0)
  FROM released WHERE coupons.id = released.coupon_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER orders_release_coupons AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status = {{OrderStatus.CANCELLED}} AND OLD.status <> {{OrderStatus.CANCELLED}})
  EXECUTE FUNCTION release_order_coupons();
