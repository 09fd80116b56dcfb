ALTER TABLE "product_offers" ADD COLUMN "lottery_offer_key" text;--> statement-breakpoint
ALTER TABLE "withdrawal_accounts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");