-- '*' on iding_store_changed ("every store"): a brand changed (its name and identifier are on each store
-- row), or stores or brands were truncated (spec §7 store calls; db/change-events.ts).
-- One source: edit here, then `npm run db:function -- notify_all_stores_changed` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION "notify_all_stores_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('iding_store_changed', '*');
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "stores_notify_truncated" AFTER TRUNCATE ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_stores_changed"();

CREATE OR REPLACE TRIGGER "brands_notify_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_stores_changed"();
