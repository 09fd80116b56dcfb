CREATE TABLE "favourite_numbers" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"numbers" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_sub_variant_pricing" (
	"offer_id" integer NOT NULL,
	"sub_variant" text NOT NULL,
	"currency" text NOT NULL,
	"prices" jsonb NOT NULL,
	"prize_pool_percent" integer NOT NULL,
	CONSTRAINT "offer_sub_variant_pricing_offer_id_sub_variant_pk" PRIMARY KEY("offer_id","sub_variant"),
	CONSTRAINT "offer_sub_variant_pricing_percent_check" CHECK ("offer_sub_variant_pricing"."prize_pool_percent" > 0)
);
--> statement-breakpoint
CREATE TABLE "offer_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"offer_key" text NOT NULL,
	"draw_no" integer,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syndicate_shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"offer_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"shares" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"prize_cents" bigint DEFAULT 0 NOT NULL,
	"prize_status" text DEFAULT 'none' NOT NULL,
	"prize_transaction_id" uuid,
	"prize_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "syndicate_shares_checkout_draw_unique" UNIQUE("checkout_id","draw_id"),
	CONSTRAINT "syndicate_shares_prize_status_check" CHECK ("syndicate_shares"."prize_status" in ('none', 'pending', 'paid') and ("syndicate_shares"."prize_status" = 'paid') = ("syndicate_shares"."prize_transaction_id" is not null)),
	CONSTRAINT "syndicate_shares_shares_check" CHECK ("syndicate_shares"."shares" > 0 and "syndicate_shares"."price_cents" >= 0 and "syndicate_shares"."prize_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "syndicate_tickets" (
	"draw_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"game" jsonb NOT NULL,
	"division" integer,
	"matched" jsonb,
	"prize_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "syndicate_tickets_draw_id_seq_pk" PRIMARY KEY("draw_id","seq"),
	CONSTRAINT "syndicate_tickets_prize_check" CHECK ("syndicate_tickets"."prize_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "num_shares" integer;--> statement-breakpoint
ALTER TABLE "favourite_numbers" ADD CONSTRAINT "favourite_numbers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_sub_variant_pricing" ADD CONSTRAINT "offer_sub_variant_pricing_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_terms" ADD CONSTRAINT "offer_terms_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicate_shares" ADD CONSTRAINT "syndicate_shares_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicate_shares" ADD CONSTRAINT "syndicate_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicate_shares" ADD CONSTRAINT "syndicate_shares_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicate_shares" ADD CONSTRAINT "syndicate_shares_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicate_shares" ADD CONSTRAINT "syndicate_shares_prize_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("prize_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicate_tickets" ADD CONSTRAINT "syndicate_tickets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_terms_offer_unique" ON "offer_terms" USING btree ("site_key","offer_key") WHERE "offer_terms"."draw_no" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_terms_draw_unique" ON "offer_terms" USING btree ("site_key","offer_key","draw_no") WHERE "offer_terms"."draw_no" is not null;--> statement-breakpoint
CREATE INDEX "syndicate_shares_customer_idx" ON "syndicate_shares" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "syndicate_shares_draw_idx" ON "syndicate_shares" USING btree ("draw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_draw_entry_unique" ON "tickets" USING btree ("draw_id","entry_no");