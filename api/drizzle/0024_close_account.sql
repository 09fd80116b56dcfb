CREATE TABLE "account_closures" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"closed_at" timestamp with time zone NOT NULL,
	"retain_until" timestamp with time zone NOT NULL,
	"balance_cents" bigint NOT NULL,
	"recurring_cancelled" bigint NOT NULL,
	CONSTRAINT "account_closures_reason_check" CHECK ("account_closures"."reason" in ('not_playing', 'gambling_concerns', 'too_expensive', 'other_site', 'service', 'privacy', 'other')),
	CONSTRAINT "account_closures_retain_check" CHECK ("account_closures"."retain_until" > "account_closures"."closed_at"),
	CONSTRAINT "account_closures_details_check" CHECK ("account_closures"."details" is null or char_length("account_closures"."details") <= 500)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_closures_retain_until_idx" ON "account_closures" USING btree ("retain_until");