CREATE TABLE "play_breaks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "play_breaks_kind_check" CHECK ("play_breaks"."kind" in ('break', 'self_exclusion')),
	CONSTRAINT "play_breaks_period_check" CHECK ("play_breaks"."period" in ('24_hours', '7_days', '30_days', '6_months', '1_year', '5_years', 'permanent')),
	CONSTRAINT "play_breaks_end_check" CHECK ("play_breaks"."ends_at" is null or "play_breaks"."ends_at" > "play_breaks"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_breaks_customer_idx" ON "play_breaks" USING btree ("customer_id","starts_at");