CREATE TABLE "cart_promotions" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_promotions_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"voucher_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"checkout_id" uuid,
	"transaction_id" uuid,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_redemptions_amount_check" CHECK ("voucher_redemptions"."amount_cents" > 0),
	CONSTRAINT "voucher_redemptions_target_check" CHECK ("voucher_redemptions"."checkout_id" is not null or "voucher_redemptions"."transaction_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint,
	"percent_basis_points" integer,
	"min_spend_cents" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vouchers_type_check" CHECK ("vouchers"."type" in ('voucher_fixed_discount', 'voucher_percent_discount', 'voucher_fixed_discount_expire', 'voucher_credit_amount')),
	CONSTRAINT "vouchers_code_check" CHECK ("vouchers"."code" ~ '^[A-Z0-9-]{3,32}$'),
	CONSTRAINT "vouchers_value_check" CHECK (case when "vouchers"."type" = 'voucher_percent_discount' then "vouchers"."percent_basis_points" between 1 and 10000 and "vouchers"."amount_cents" is null else "vouchers"."amount_cents" > 0 and "vouchers"."percent_basis_points" is null end),
	CONSTRAINT "vouchers_expiry_check" CHECK ("vouchers"."type" <> 'voucher_fixed_discount_expire' or "vouchers"."expires_at" is not null),
	CONSTRAINT "vouchers_min_spend_check" CHECK ("vouchers"."min_spend_cents" >= 0),
	CONSTRAINT "vouchers_max_redemptions_check" CHECK ("vouchers"."max_redemptions" is null or "vouchers"."max_redemptions" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "cart_promotions" ADD CONSTRAINT "cart_promotions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_promotions" ADD CONSTRAINT "cart_promotions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_once_per_customer" ON "voucher_redemptions" USING btree ("voucher_id","customer_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_customer_idx" ON "voucher_redemptions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_site_code_unique" ON "vouchers" USING btree ("site_key","code");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('customer_wallet', 'house_revenue', 'gateway_clearing', 'lotto_party_pool', 'withdrawal_holds', 'house_promotions'));