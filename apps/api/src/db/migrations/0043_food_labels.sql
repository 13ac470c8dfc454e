ALTER TABLE "entrees" ADD COLUMN "labels" jsonb;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "labels" jsonb;