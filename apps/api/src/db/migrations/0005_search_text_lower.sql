-- Store search compares with LIKE against lowercased text (stores.queries.ts searchStores).
UPDATE "stores" SET "search_text" = lower("search_text");
