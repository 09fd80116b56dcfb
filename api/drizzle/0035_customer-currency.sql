-- Every customer so far signed up on their site's own currency: their wallets say so.
ALTER TABLE "customers" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "customers" SET "currency" = coalesce((SELECT "currency" FROM "ledger_accounts" WHERE "ledger_accounts"."customer_id" = "customers"."id" AND "ledger_accounts"."kind" = 'customer_wallet' LIMIT 1), (SELECT "currency" FROM "sites" WHERE "sites"."key" = "customers"."site_key"));--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "currency" SET NOT NULL;
