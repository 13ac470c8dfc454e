-- Store credit (儲值金, payment type 1) is paid through the app, so its orders reach the store once PAID_FULL,
-- like online ones (ADR 015, domain isPaidThroughApp): 0020 released them at insert, unpaid. Types released at
-- once are those paid at the store: cash 0, other 3, transfer 4, pay on delivery 5
-- (domain RELEASED_ON_CREATE_PAYMENT_TYPES; test store-credit.test.ts checks the two agree).
CREATE OR REPLACE FUNCTION iding_order_released() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.payment_type IN (0, 3, 4, 5) OR NEW.payment_status = 2 THEN
      INSERT INTO order_store_events (store_id, order_id, kind, status) VALUES (NEW.store_id, NEW.id, 'created', NEW.status);
    END IF;
  ELSIF NEW.payment_type NOT IN (0, 3, 4, 5) AND NEW.payment_status = 2 AND OLD.payment_status <> 2 THEN
    INSERT INTO order_store_events (store_id, order_id, kind, status) VALUES (NEW.store_id, NEW.id, 'created', NEW.status);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.version > OLD.version AND (NEW.payment_type IN (0, 3, 4, 5) OR NEW.payment_status = 2) THEN
    INSERT INTO order_store_events (store_id, order_id, kind, status) VALUES (NEW.store_id, NEW.id, 'edited', NEW.status);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 4 AND OLD.status <> 4 AND NEW.cancel_reason IS NULL THEN
    INSERT INTO order_store_events (store_id, order_id, kind, status) VALUES (NEW.store_id, NEW.id, 'cancel', 4);
  END IF;
  RETURN NULL;
END $$;
