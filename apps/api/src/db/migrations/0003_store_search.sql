ALTER TABLE "brands" ADD COLUMN "aliases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: trigram search over stores (store search and autocomplete, spec §7). pg_trgm is a trusted
-- extension (PostgreSQL 13+), and PGlite loads it in db/client.ts. CJK characters make trigrams in both.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
UPDATE "stores" s SET "search_text" = concat_ws(' ', s."name", b."name", s."city" || s."district", s."address")
FROM "brands" b WHERE b."id" = s."brand_id";
--> statement-breakpoint
CREATE INDEX "stores_search_trgm_idx" ON "stores" USING gin ("search_text" gin_trgm_ops);
