ALTER TABLE "entrees" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower("name"), '臺', '台')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "entrees_search_name_trgm_idx" ON "entrees" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: store search text in the same search form as dish names (domain normalizeSearchText:
-- 臺 → 台), so 台北 finds 臺北市 stores. The importer writes it normalised from now on.
UPDATE "stores" SET "search_text" = translate("search_text", '臺', '台');
