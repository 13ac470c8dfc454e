-- Courier bookings off the request path (ADR 006): a deliveries row without a platform id is
-- either still to be booked (a background job books it, and picks it up again after a restart) or refused by
-- the platform (booking_refused_at set; the order shows no delivery, as before).
ALTER TABLE "deliveries" ADD COLUMN "booking_refused_at" timestamp with time zone;--> statement-breakpoint
-- Rows left without a platform id before this migration are bookings that failed (the request booked the
-- courier and waited for it): they stay refused, not booked late.
UPDATE "deliveries" SET "booking_refused_at" = "updated_at" WHERE "provider_delivery_id" IS NULL;
