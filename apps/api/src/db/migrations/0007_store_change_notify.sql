-- Store-row changes are announced on the channel "iding_store_changed" (hand-written; drizzle-kit does not
-- model triggers). As docs/ARCHITECTURE.md "Runtime shape" says, every API instance keeps the store rows of
-- its menu routes in memory and LISTENs on this channel (db/change-events.ts); the payload is the store id,
-- or '*' for "every store" (a brand, whose name and identifier the store row carries, or a TRUNCATE).
-- menu_version, inventory_version (the sold-out triggers of migration 0001 update the store row) and every
-- setting live on the stores row, so a trigger on stores sees every change the cached row can miss. NOTIFY is
-- sent at COMMIT, and one transaction's identical payloads are merged, so a bulk sold-out change announces
-- each store once.
CREATE FUNCTION "notify_store_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE FUNCTION "notify_all_stores_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('iding_store_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stores_notify_changed" AFTER UPDATE OR DELETE ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "notify_store_changed"();
--> statement-breakpoint
CREATE TRIGGER "stores_notify_truncated" AFTER TRUNCATE ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_stores_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_notify_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_stores_changed"();
