CREATE TABLE "spend_limits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"period" text NOT NULL,
	"limit_cents" bigint NOT NULL,
	"pending_limit_cents" bigint,
	"pending_effective_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spend_limits_period_check" CHECK ("spend_limits"."period" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "spend_limits_positive" CHECK ("spend_limits"."limit_cents" > 0 and ("spend_limits"."pending_limit_cents" is null or "spend_limits"."pending_limit_cents" > 0)),
	CONSTRAINT "spend_limits_pending_check" CHECK ("spend_limits"."pending_limit_cents" is null or "spend_limits"."pending_effective_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "purchase_type" text DEFAULT 'ad_hoc' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "purchase_request" jsonb;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "purchase_message" text;--> statement-breakpoint
ALTER TABLE "spend_limits" ADD CONSTRAINT "spend_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spend_limits_customer_period_unique" ON "spend_limits" USING btree ("customer_id","period");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_purchase_type_check" CHECK ("deposits"."purchase_type" in ('ad_hoc', 'checkout'));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_checkout_request_check" CHECK (("deposits"."purchase_type" = 'checkout') = ("deposits"."purchase_request" is not null));