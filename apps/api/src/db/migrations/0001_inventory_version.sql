ALTER TABLE "stores" ADD COLUMN "inventory_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sold-out changes bump stores.inventory_version (hand-written; drizzle-kit does not model triggers).
-- The API caches sold-out lists per (store, menu_version, inventory_version); the trigger keeps that cache
-- correct whatever writes the flag: the API, an import, a console or a person in psql.
CREATE FUNCTION "bump_inventory_version_for_entree"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stores" SET "inventory_version" = "inventory_version" + 1 WHERE "id" = NEW."store_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_inventory_version_for_option"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stores" SET "inventory_version" = "inventory_version" + 1
  WHERE "id" = (SELECT e."store_id" FROM "option_groups" g JOIN "entrees" e ON e."id" = g."entree_id"
                WHERE g."id" = NEW."group_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "entrees_sold_out_bumps_inventory" AFTER UPDATE OF "sold_out" ON "entrees"
  FOR EACH ROW WHEN (OLD."sold_out" IS DISTINCT FROM NEW."sold_out")
  EXECUTE FUNCTION "bump_inventory_version_for_entree"();
--> statement-breakpoint
CREATE TRIGGER "options_sold_out_bumps_inventory" AFTER UPDATE OF "sold_out" ON "options"
  FOR EACH ROW WHEN (OLD."sold_out" IS DISTINCT FROM NEW."sold_out")
  EXECUTE FUNCTION "bump_inventory_version_for_option"();
