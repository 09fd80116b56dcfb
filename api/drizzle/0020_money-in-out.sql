CREATE TABLE "deposit_limits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"period" text NOT NULL,
	"limit_cents" bigint NOT NULL,
	"pending_limit_cents" bigint,
	"pending_effective_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_limits_period_check" CHECK ("deposit_limits"."period" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "deposit_limits_positive" CHECK ("deposit_limits"."limit_cents" > 0 and ("deposit_limits"."pending_limit_cents" is null or "deposit_limits"."pending_limit_cents" > 0)),
	CONSTRAINT "deposit_limits_pending_check" CHECK ("deposit_limits"."pending_limit_cents" is null or "deposit_limits"."pending_effective_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payouts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"code" text,
	"message" text,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_gateway_payouts_status_check" CHECK ("test_gateway_payouts"."status" in ('paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"bank_code" text,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_accounts_type_check" CHECK ("withdrawal_accounts"."type" in ('national', 'international', 'payid_email', 'payid_phone')),
	CONSTRAINT "withdrawal_accounts_bank_code_check" CHECK (("withdrawal_accounts"."type" in ('national', 'international')) = ("withdrawal_accounts"."bank_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"hold_transaction_id" uuid NOT NULL,
	"settle_transaction_id" uuid,
	"payout_reference" text,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "withdrawals_hold_transaction_id_unique" UNIQUE("hold_transaction_id"),
	CONSTRAINT "withdrawals_settle_transaction_id_unique" UNIQUE("settle_transaction_id"),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'processing', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_cents" > 0),
	CONSTRAINT "withdrawals_settled_check" CHECK (("withdrawals"."status" in ('paid', 'failed', 'cancelled')) = ("withdrawals"."settle_transaction_id" is not null and "withdrawals"."settled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_accounts" ADD CONSTRAINT "withdrawal_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_withdrawal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."withdrawal_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_limits_customer_period_unique" ON "deposit_limits" USING btree ("customer_id","period");--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_customer_idx" ON "withdrawal_accounts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_customer_idx" ON "withdrawals" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_due_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."status" in ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_holds_non_negative" CHECK ("ledger_accounts"."kind" <> 'withdrawal_holds' or "ledger_accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('customer_wallet', 'house_revenue', 'gateway_clearing', 'lotto_party_pool', 'withdrawal_holds'));