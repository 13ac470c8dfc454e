-- An option's sold_out change bumps the inventory_version of the store its entree belongs to (spec §7
-- GET /api/inventory): as bump_inventory_version_for_entree.sql, for options.
-- One source: edit here, then `npm run db:function -- bump_inventory_version_for_option` (docs/ARCHITECTURE.md).
CREATE OR REPLACE FUNCTION "bump_inventory_version_for_option"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stores" SET "inventory_version" = "inventory_version" + 1
  WHERE "id" = (SELECT e."store_id" FROM "option_groups" g JOIN "entrees" e ON e."id" = g."entree_id"
                WHERE g."id" = NEW."group_id");
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "options_sold_out_bumps_inventory" AFTER UPDATE OF "sold_out" ON "options"
  FOR EACH ROW WHEN (OLD."sold_out" IS DISTINCT FROM NEW."sold_out")
  EXECUTE FUNCTION "bump_inventory_version_for_option"();
