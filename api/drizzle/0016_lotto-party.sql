CREATE TABLE "lotto_party_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"group_name" text NOT NULL,
	"name_key" text NOT NULL,
	"publicity_status" text DEFAULT 'private' NOT NULL,
	"organiser_id" uuid NOT NULL,
	"invite_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_party_groups_invite_token_unique" UNIQUE("invite_token"),
	CONSTRAINT "lotto_party_groups_publicity_check" CHECK ("lotto_party_groups"."publicity_status" in ('private', 'promoted', 'public'))
);
--> statement-breakpoint
CREATE TABLE "lotto_party_members" (
	"group_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_party_members_group_id_customer_id_pk" PRIMARY KEY("group_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "lotto_party_prize_parts" (
	"ticket_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"shares" integer NOT NULL,
	"base_cents" bigint NOT NULL,
	"leftover_cents" bigint NOT NULL,
	CONSTRAINT "lotto_party_prize_parts_ticket_id_customer_id_pk" PRIMARY KEY("ticket_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "lotto_party_refunds" (
	"session_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"cents" bigint NOT NULL,
	"transaction_id" uuid NOT NULL,
	CONSTRAINT "lotto_party_refunds_session_id_customer_id_pk" PRIMARY KEY("session_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "lotto_party_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"offer_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"share_price_cents" integer NOT NULL,
	"game_price_cents" integer NOT NULL,
	"shares_total" integer NOT NULL,
	"shares_sold" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"autosession_status" text DEFAULT 'off' NOT NULL,
	"invite_all_existing_members" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"games_bought" integer,
	"spent_cents" bigint,
	"refund_cents" bigint,
	"checkout_id" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lotto_party_sessions_status_check" CHECK ("lotto_party_sessions"."status" in ('open', 'closed', 'paid', 'cancelled')),
	CONSTRAINT "lotto_party_sessions_autosession_check" CHECK ("lotto_party_sessions"."autosession_status" in ('on', 'paused', 'off')),
	CONSTRAINT "lotto_party_sessions_shares_check" CHECK ("lotto_party_sessions"."shares_sold" >= 0 and "lotto_party_sessions"."shares_sold" <= "lotto_party_sessions"."shares_total"),
	CONSTRAINT "lotto_party_sessions_price_check" CHECK ("lotto_party_sessions"."share_price_cents" > 0 and "lotto_party_sessions"."game_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "lotto_party_shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"paid_cents" bigint NOT NULL,
	"checkout_id" uuid NOT NULL,
	"seq" serial NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_party_shares_quantity_check" CHECK ("lotto_party_shares"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "held_for_group" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lotto_party_groups" ADD CONSTRAINT "lotto_party_groups_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_groups" ADD CONSTRAINT "lotto_party_groups_organiser_id_customers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_members" ADD CONSTRAINT "lotto_party_members_group_id_lotto_party_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lotto_party_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_members" ADD CONSTRAINT "lotto_party_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_prize_parts" ADD CONSTRAINT "lotto_party_prize_parts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_prize_parts" ADD CONSTRAINT "lotto_party_prize_parts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_prize_parts" ADD CONSTRAINT "lotto_party_prize_parts_session_id_lotto_party_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lotto_party_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_refunds" ADD CONSTRAINT "lotto_party_refunds_session_id_lotto_party_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lotto_party_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_refunds" ADD CONSTRAINT "lotto_party_refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_refunds" ADD CONSTRAINT "lotto_party_refunds_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_group_id_lotto_party_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lotto_party_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_sessions" ADD CONSTRAINT "lotto_party_sessions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_shares" ADD CONSTRAINT "lotto_party_shares_session_id_lotto_party_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lotto_party_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_shares" ADD CONSTRAINT "lotto_party_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_party_shares" ADD CONSTRAINT "lotto_party_shares_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_party_groups_name_unique" ON "lotto_party_groups" USING btree ("site_key","name_key");--> statement-breakpoint
CREATE INDEX "lotto_party_members_customer_idx" ON "lotto_party_members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "lotto_party_prize_parts_session_idx" ON "lotto_party_prize_parts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "lotto_party_sessions_group_idx" ON "lotto_party_sessions" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "lotto_party_sessions_open_idx" ON "lotto_party_sessions" USING btree ("status","draw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_party_sessions_checkout_unique" ON "lotto_party_sessions" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "lotto_party_shares_session_idx" ON "lotto_party_shares" USING btree ("session_id","seq");--> statement-breakpoint
CREATE INDEX "lotto_party_shares_customer_idx" ON "lotto_party_shares" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('customer_wallet', 'house_revenue', 'gateway_clearing', 'lotto_party_pool'));