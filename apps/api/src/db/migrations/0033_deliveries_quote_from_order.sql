-- A delivery's quote is its order's (ADR 006 addendum 4): orders.quote_id, unique since migration
-- 0032, already says "one quote, one order", and so one courier (deliveries is keyed by the order). The copy
-- kept on deliveries cost every booking a second unique index and a foreign-key check on the quote.
-- An order whose courier was booked afterwards (startDelivery) holds its quote from now on.
UPDATE "orders" SET "quote_id" = d."quote_id" FROM "deliveries" d
  WHERE d."order_id" = "orders"."id" AND "orders"."quote_id" IS NULL AND d."quote_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_quote_uidx";--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_quote_id_delivery_quotes_id_fk";--> statement-breakpoint
ALTER TABLE "deliveries" DROP COLUMN "quote_id";
