-- Releases an order to its store's board (spec §4 payment status; spec §7 payments; ADR 015): an
-- order_store_events row 'created' when an order paid at the store is inserted or when an order paid through
-- the app becomes PAID_FULL (domain isReleasedToStore), 'edited' when a released order's version goes up
-- (the diner changed it), 'cancel' when the diner cancels (CANCELLED without a store reason).
-- Each {{…}} is a value of the domain (packages/domain enums.ts, payments.ts); db:function writes it in.
-- One source: edit here, then `npm run db:function -- iding_order_released` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION iding_order_released() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.payment_type IN ({{RELEASED_ON_CREATE_PAYMENT_TYPES}})
      OR NEW.payment_status = {{PaymentStatus.PAID_FULL}} THEN
      INSERT INTO order_store_events (store_id, order_id, kind, status)
        VALUES (NEW.store_id, NEW.id, 'created', NEW.status);
    END IF;
  ELSIF NEW.payment_type NOT IN ({{RELEASED_ON_CREATE_PAYMENT_TYPES}})
    AND NEW.payment_status = {{PaymentStatus.PAID_FULL}} AND OLD.payment_status <> {{PaymentStatus.PAID_FULL}} THEN
    INSERT INTO order_store_events (store_id, order_id, kind, status)
      VALUES (NEW.store_id, NEW.id, 'created', NEW.status);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.version > OLD.version
    AND (NEW.payment_type IN ({{RELEASED_ON_CREATE_PAYMENT_TYPES}})
      OR NEW.payment_status = {{PaymentStatus.PAID_FULL}}) THEN
    INSERT INTO order_store_events (store_id, order_id, kind, status)
      VALUES (NEW.store_id, NEW.id, 'edited', NEW.status);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = {{OrderStatus.CANCELLED}} AND OLD.status <> {{OrderStatus.CANCELLED}}
    AND NEW.cancel_reason IS NULL THEN
    INSERT INTO order_store_events (store_id, order_id, kind, status)
      VALUES (NEW.store_id, NEW.id, 'cancel', {{OrderStatus.CANCELLED}});
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER orders_store_events AFTER INSERT OR UPDATE OF payment_status, status, version ON orders
  FOR EACH ROW EXECUTE FUNCTION iding_order_released();
