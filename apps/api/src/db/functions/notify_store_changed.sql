-- A stores row updated or deleted is announced on the channel iding_store_changed with the store id (spec §7
-- store and menu calls): every API instance keeps store rows in memory and LISTENs (db/change-events.ts).
-- menu_version, inventory_version and every setting live on the row, so this sees every change a cached row
-- can miss. NOTIFY goes at COMMIT, and one transaction's identical payloads are merged.
-- One source: edit here, then `npm run db:function -- notify_store_changed` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION "notify_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('iding_store_changed', OLD."id"::text);
  ELSE
    PERFORM pg_notify('iding_store_changed', NEW."id"::text);
    IF TG_OP = 'UPDATE' AND OLD."id" IS DISTINCT FROM NEW."id" THEN
      PERFORM pg_notify('iding_store_changed', OLD."id"::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "stores_notify_changed" AFTER UPDATE OR DELETE ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "notify_store_changed"();
