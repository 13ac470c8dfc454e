-- Store-credit top-ups recorded in the console (儲值, spec §3): who recorded it, and the console's request id.
ALTER TABLE "store_credit_transactions" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "store_credit_transactions" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_transactions_request_uidx" ON "store_credit_transactions" USING btree ("store_id","request_id") WHERE request_id is not null;--> statement-breakpoint
-- One saved card per member, provider and card (ADR 015). Cards saved before have no provider fingerprint:
-- brand:bin:last four:expiry stands for it (what the app fills in when the provider tells none).
ALTER TABLE "member_credit_cards" ADD COLUMN "fingerprint" text;--> statement-breakpoint
UPDATE "member_credit_cards" SET "fingerprint" = "brand" || ':' || "bin_code" || ':' || "last_four" || ':' || coalesce("expiry", '');--> statement-breakpoint
ALTER TABLE "member_credit_cards" ALTER COLUMN "fingerprint" SET NOT NULL;--> statement-breakpoint
-- Duplicates saved before: keep the default, else the newest.
DELETE FROM "member_credit_cards" c USING "member_credit_cards" k
  WHERE c."saved_at" IS NOT NULL AND k."saved_at" IS NOT NULL AND c."id" <> k."id"
    AND c."user_id" = k."user_id" AND c."provider" = k."provider" AND c."fingerprint" = k."fingerprint"
    AND (k."is_default", k."saved_at", k."id"::text) > (c."is_default", c."saved_at", c."id"::text);--> statement-breakpoint
CREATE UNIQUE INDEX "member_credit_cards_fingerprint_uidx" ON "member_credit_cards" USING btree ("user_id","provider","fingerprint") WHERE saved_at is not null;
