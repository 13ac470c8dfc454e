-- An entree's sold_out change bumps its store's inventory_version (spec §7 GET /api/inventory; spec §3 Menu):
-- sold-out lists are cached per (store, menu_version, inventory_version) (menu/sold-out-cache.ts, ADR 006), and
-- the trigger keeps that cache right whoever writes the flag: the API, an import, the console, psql.
-- One source: edit here, then `npm run db:function -- bump_inventory_version_for_entree` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION "bump_inventory_version_for_entree"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stores" SET "inventory_version" = "inventory_version" + 1 WHERE "id" = NEW."store_id";
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "entrees_sold_out_bumps_inventory" AFTER UPDATE OF "sold_out" ON "entrees"
  FOR EACH ROW WHEN (OLD."sold_out" IS DISTINCT FROM NEW."sold_out")
  EXECUTE FUNCTION "bump_inventory_version_for_entree"();
