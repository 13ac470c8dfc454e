CREATE TABLE "member_credit_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"card_key" text NOT NULL,
	"card_token" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"bin_code" text DEFAULT '' NOT NULL,
	"expiry" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"payment_id" uuid,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_credit_cards" ADD CONSTRAINT "member_credit_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credit_cards" ADD CONSTRAINT "member_credit_cards_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_credit_cards_user_idx" ON "member_credit_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_credit_cards_payment_idx" ON "member_credit_cards" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_credit_cards_one_default_uidx" ON "member_credit_cards" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");
