CREATE TABLE "payment_resolutions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"recurring_purchase_id" uuid NOT NULL,
	"action" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payment_resolutions_action_check" CHECK ("payment_resolutions"."action" in ('change-fund', 'add-card', 'payment-method-updated'))
);
--> statement-breakpoint
CREATE TABLE "recurring_purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"kind" text NOT NULL,
	"offer_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"game_offer_key" text NOT NULL,
	"games" jsonb NOT NULL,
	"quickpick" boolean DEFAULT false NOT NULL,
	"day" text,
	"cause_key" text,
	"minimum_jackpot_cents" bigint,
	"first_draw_no" integer NOT NULL,
	"draw_id" integer,
	"price_cents" bigint,
	"status" text NOT NULL,
	"paused_until" timestamp with time zone,
	"pause_reason" text,
	"limit_pause" jsonb,
	"fund_kind" text DEFAULT 'wallet' NOT NULL,
	"last_attempt_status" text,
	"last_attempt_at" timestamp with time zone,
	"source_checkout_id" uuid,
	"checkout_id" uuid,
	"seq" serial NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_purchases_kind_check" CHECK ("recurring_purchases"."kind" in ('autoplay', 'subscription', 'scheduled')),
	CONSTRAINT "recurring_purchases_status_check" CHECK (("recurring_purchases"."kind" = 'scheduled' and "recurring_purchases"."status" in ('active', 'cancelled')) or ("recurring_purchases"."kind" <> 'scheduled' and "recurring_purchases"."status" in ('recurring_status_active', 'recurring_status_paused', 'recurring_status_timed_pause', 'recurring_status_cancelled'))),
	CONSTRAINT "recurring_purchases_timed_pause_check" CHECK (("recurring_purchases"."status" = 'recurring_status_timed_pause') = ("recurring_purchases"."paused_until" is not null)),
	CONSTRAINT "recurring_purchases_scheduled_draw_check" CHECK (("recurring_purchases"."kind" = 'scheduled') = ("recurring_purchases"."draw_id" is not null)),
	CONSTRAINT "recurring_purchases_minimum_jackpot_check" CHECK (coalesce("recurring_purchases"."minimum_jackpot_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_runs" (
	"recurring_purchase_id" uuid NOT NULL,
	"draw_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"checkout_id" uuid,
	"detail" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_runs_recurring_purchase_id_draw_id_pk" PRIMARY KEY("recurring_purchase_id","draw_id"),
	CONSTRAINT "recurring_runs_outcome_check" CHECK ("recurring_runs"."outcome" in ('purchased', 'skipped', 'soft_failure', 'hard_failure', 'limit_reached')),
	CONSTRAINT "recurring_runs_purchased_check" CHECK (("recurring_runs"."outcome" = 'purchased') = ("recurring_runs"."checkout_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "minimum_jackpot_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_resolutions" ADD CONSTRAINT "payment_resolutions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_resolutions" ADD CONSTRAINT "payment_resolutions_recurring_purchase_id_recurring_purchases_id_fk" FOREIGN KEY ("recurring_purchase_id") REFERENCES "public"."recurring_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchases" ADD CONSTRAINT "recurring_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchases" ADD CONSTRAINT "recurring_purchases_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchases" ADD CONSTRAINT "recurring_purchases_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchases" ADD CONSTRAINT "recurring_purchases_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchases" ADD CONSTRAINT "recurring_purchases_source_checkout_id_checkouts_id_fk" FOREIGN KEY ("source_checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_purchases" ADD CONSTRAINT "recurring_purchases_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_runs" ADD CONSTRAINT "recurring_runs_recurring_purchase_id_recurring_purchases_id_fk" FOREIGN KEY ("recurring_purchase_id") REFERENCES "public"."recurring_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_runs" ADD CONSTRAINT "recurring_runs_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_runs" ADD CONSTRAINT "recurring_runs_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_resolutions_open_idx" ON "payment_resolutions" USING btree ("customer_id") WHERE "payment_resolutions"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "recurring_purchases_customer_idx" ON "recurring_purchases" USING btree ("customer_id","kind","seq");--> statement-breakpoint
CREATE INDEX "recurring_purchases_offer_live_idx" ON "recurring_purchases" USING btree ("offer_id","first_draw_no") WHERE "recurring_purchases"."status" not in ('recurring_status_cancelled', 'cancelled');