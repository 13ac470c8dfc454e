-- Console login under attack (DESIGN.md "Security and integrity"): the addresses (sha256) each
-- staff member logged in from, which keep their full login allowance while others' wrong passwords pile up,
-- and the wrong passwords per account, address and 15-minute window, which the account's holder is shown.
CREATE TABLE "staff_known_addresses" (
	"staff_id" integer NOT NULL,
	"address_hash" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_known_addresses_staff_id_address_hash_pk" PRIMARY KEY("staff_id","address_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_login_failures" (
	"staff_id" integer NOT NULL,
	"address_hash" text NOT NULL,
	"window_start" bigint NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "staff_login_failures_staff_id_address_hash_window_start_pk" PRIMARY KEY("staff_id","address_hash","window_start")
);
--> statement-breakpoint
ALTER TABLE "staff_known_addresses" ADD CONSTRAINT "staff_known_addresses_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_login_failures" ADD CONSTRAINT "staff_login_failures_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_known_addresses_last_login_idx" ON "staff_known_addresses" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "staff_login_failures_window_idx" ON "staff_login_failures" USING btree ("window_start");