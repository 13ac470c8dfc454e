-- Every order_store_events row is announced on the channel iding_order_event as
-- "<store id>:<event id>:<order id>", so each API instance delivers it live to boards and diners (spec §7
-- order events; db/order-event-feed.ts).
-- One source: edit here, then `npm run db:function -- iding_order_event_notify` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION iding_order_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('iding_order_event', NEW.store_id || ':' || NEW.id || ':' || NEW.order_id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER order_store_events_notify AFTER INSERT ON order_store_events
  FOR EACH ROW EXECUTE FUNCTION iding_order_event_notify();
