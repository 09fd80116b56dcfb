CREATE TABLE "benefit_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giveaway_draws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" integer NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb NOT NULL,
	"pill" text,
	"permits" text,
	"locked_content" jsonb,
	"details" jsonb NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"prize_cents" integer NOT NULL,
	"winners_count" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed_hash" text,
	"seed" text,
	"drawn_at" timestamp with time zone,
	"entries_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_draws_number_unique" UNIQUE("programme_id","type","number"),
	CONSTRAINT "giveaway_draws_type_check" CHECK ("giveaway_draws"."type" in ('daily', 'major', 'monthly', 'preview', 'special')),
	CONSTRAINT "giveaway_draws_prize_check" CHECK ("giveaway_draws"."prize_cents" >= 0 and "giveaway_draws"."winners_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "giveaway_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draw_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"entry_status" text NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"unlock_request" text,
	"unlock_requested_at" timestamp with time zone,
	"won" boolean DEFAULT false NOT NULL,
	"prize_cents" integer,
	"prize_transaction_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "giveaway_entries_unique" UNIQUE("draw_id","customer_id"),
	CONSTRAINT "giveaway_entries_status_check" CHECK ("giveaway_entries"."entry_status" in ('locked', 'unlocked', 'guaranteed'))
);
--> statement-breakpoint
CREATE TABLE "membership_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"program_id" text NOT NULL,
	"config" jsonb NOT NULL,
	"premium_offer" text NOT NULL,
	"premium_price_cents" integer NOT NULL,
	"premium_period_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_programmes_site_unique" UNIQUE("site_key","program_id"),
	CONSTRAINT "membership_programmes_price_check" CHECK ("membership_programmes"."premium_price_cents" > 0 and "membership_programmes"."premium_period_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"tier" text DEFAULT 'free' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"premium_from" timestamp with time zone,
	"premium_until" timestamp with time zone,
	"premium_cancelled_at" timestamp with time zone,
	"premium_checkout_id" text,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_customer_unique" UNIQUE("programme_id","customer_id"),
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('member', 'non-member', 'pending-deposit')),
	CONSTRAINT "memberships_tier_check" CHECK ("memberships"."tier" in ('free', 'premium'))
);
--> statement-breakpoint
ALTER TABLE "benefit_links" ADD CONSTRAINT "benefit_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_draws" ADD CONSTRAINT "giveaway_draws_programme_id_membership_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."membership_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_draw_id_giveaway_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."giveaway_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_programmes" ADD CONSTRAINT "membership_programmes_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_programme_id_membership_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."membership_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giveaway_draws_due_idx" ON "giveaway_draws" USING btree ("status","close_at");--> statement-breakpoint
CREATE INDEX "giveaway_entries_customer_idx" ON "giveaway_entries" USING btree ("customer_id");