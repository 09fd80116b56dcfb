-- Ledger rules the database enforces itself (ARCHITECTURE §3 "Money"), whatever code or console writes:
-- 1. An entry moves its account's balance in the same statement (balance_after records the result), so
--    the wallet CHECK (balance >= 0) on ledger_accounts refuses any entry that would overdraw a wallet.
CREATE OR REPLACE FUNCTION drawfront_ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION drawfront_ledger_apply_entry();
--> statement-breakpoint
-- 2. Every transaction's entries sum to zero, checked at commit (deferred), once all its entries are in.
CREATE OR REPLACE FUNCTION drawfront_ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', NEW.transaction_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION drawfront_ledger_check_balanced();
--> statement-breakpoint
-- 3. Posted money is history: entries and transactions are never updated or deleted (a correction is a new transaction).
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION drawfront_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION drawfront_refuse_change();
