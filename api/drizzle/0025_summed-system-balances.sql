-- House revenue and gateway clearing stop keeping a running balance (issue 16): every purchase, prize and
-- deposit posts to one of them, and the entry trigger's UPDATE of that one row held its lock until commit,
-- so every money transaction of the site waited for the one before it. Their balance is now the sum of
-- their entries (the ledger's `accountBalance`); accounts a floor guards (wallets, withdrawal holds) and the
-- lotto party pool keep theirs.
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "keeps_balance" boolean GENERATED ALWAYS AS (kind not in ('house_revenue', 'gateway_clearing')) STORED NOT NULL;--> statement-breakpoint
-- Their entries hold their history, so the stored running figure is dropped rather than kept stale.
UPDATE "ledger_accounts" SET "balance" = 0 WHERE NOT "keeps_balance";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_summed_balance_unused" CHECK ("ledger_accounts"."keeps_balance" or "ledger_accounts"."balance" = 0);--> statement-breakpoint
-- The entry trigger moves only balances that are kept; an entry on a summed account records no balance_after.
-- (Existence is still checked here: the foreign key's own check runs after this trigger.)
CREATE OR REPLACE FUNCTION drawfront_ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id AND keeps_balance RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = NEW.account_id) THEN
      RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
    END IF;
    NEW.balance_after := NULL;
  END IF;
  RETURN NEW;
END;
$$;
