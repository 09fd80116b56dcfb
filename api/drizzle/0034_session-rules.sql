CREATE TABLE "customer_migrations" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"eligibility" text NOT NULL,
	"state" text DEFAULT 'eligible' NOT NULL,
	"legacy_account" text NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_migrations_eligibility_check" CHECK ("customer_migrations"."eligibility" in ('soft', 'hard')),
	CONSTRAINT "customer_migrations_state_check" CHECK ("customer_migrations"."state" in ('eligible', 'in_progress', 'migrated'))
);
--> statement-breakpoint
CREATE TABLE "customer_locations" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"country_banned" boolean NOT NULL,
	"located_at" timestamp with time zone NOT NULL,
	"banned_terms_confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_migrations" ADD CONSTRAINT "customer_migrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_locations" ADD CONSTRAINT "customer_locations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_migrations_pending_idx" ON "customer_migrations" USING btree ("requested_at") WHERE "customer_migrations"."state" = 'in_progress';