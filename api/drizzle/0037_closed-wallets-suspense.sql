CREATE TABLE "suspended_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"wallet_account_id" integer NOT NULL,
	"suspense_account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "suspended_credits_amount_check" CHECK ("suspended_credits"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suspended_credits" ADD CONSTRAINT "suspended_credits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_credits" ADD CONSTRAINT "suspended_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_credits" ADD CONSTRAINT "suspended_credits_wallet_account_id_ledger_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspended_credits" ADD CONSTRAINT "suspended_credits_suspense_account_id_ledger_accounts_id_fk" FOREIGN KEY ("suspense_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspended_credits_created_idx" ON "suspended_credits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "suspended_credits_customer_idx" ON "suspended_credits" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_closed_wallet_check" CHECK ("ledger_accounts"."closed_at" is null or "ledger_accounts"."kind" = 'customer_wallet');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('customer_wallet', 'house_revenue', 'gateway_clearing', 'lotto_party_pool', 'withdrawal_holds', 'house_promotions', 'suspense'));--> statement-breakpoint
-- A closed account's wallet takes no money in: mark the wallets of accounts closed before this column existed.
UPDATE "ledger_accounts" a SET "closed_at" = c."closed_at" FROM "customers" c WHERE a."customer_id" = c."id" AND c."closed_at" IS NOT NULL;--> statement-breakpoint
-- The entry trigger refuses a credit to a closed wallet, whatever code or console writes it. The ledger service
-- never gets here: it holds such money in the suspense account (suspended_credits) before inserting.
CREATE OR REPLACE FUNCTION drawfront_ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wallet_closed timestamptz;
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id AND keeps_balance RETURNING balance, closed_at INTO NEW.balance_after, wallet_closed;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = NEW.account_id) THEN
      RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
    END IF;
    NEW.balance_after := NULL;
  ELSIF wallet_closed IS NOT NULL AND NEW.amount > 0 THEN
    RAISE EXCEPTION 'ledger account % belongs to a closed account: it takes no money in', NEW.account_id USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_closed_wallet';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- One ledger transaction never mixes currencies: checked once per statement, over every entry of each
-- transaction the statement wrote to (so entries added by a later statement are checked against the earlier ones).
CREATE OR REPLACE FUNCTION drawfront_ledger_check_one_currency() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mixed uuid;
BEGIN
  SELECT e.transaction_id INTO mixed
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
  WHERE e.transaction_id IN (SELECT DISTINCT transaction_id FROM inserted)
  GROUP BY e.transaction_id
  HAVING count(DISTINCT a.currency) > 1
  LIMIT 1;
  IF mixed IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % mixes currencies', mixed USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_one_currency';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_one_currency AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION drawfront_ledger_check_one_currency();
