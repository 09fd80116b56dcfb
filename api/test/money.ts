// Money builders: wallets are funded through the ledger service with a real deposit transaction
// from the gateway clearing account (the deposit routes come with the payments work).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { depositToWallet } from '../src/modules/ledger/service';
import type { TestContext } from './helper';

/** Deposits `cents` (of `currency`, the one the customer keeps) into the customer's wallet; returns the new balance. */
export async function fund(t: TestContext, customerId: string, cents: number, currency = 'AUD'): Promise<number> {
  const { balance } = await t.database.db.transaction((tx) => depositToWallet(tx, { customerId, amount: cents, currency, reference: `test-deposit-${randomUUID()}`, at: new Date() }));
  return balance;
}

/**
 * Ledger-wide facts every money test checks: entries of each transaction sum to zero, running balances equal
 * their entries (an account summed on read, house revenue or gateway clearing, keeps its stored balance at 0
 * and records no balance after its entries).
 */
export async function ledgerTotals(t: TestContext) {
  const rows = async (query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const unbalanced = await rows(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`);
  const drift = await rows(sql`
    select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance, a.keeps_balance
    having a.balance <> (case when a.keeps_balance then coalesce(sum(e.amount), 0) else 0 end)
      or (not a.keeps_balance and count(e.balance_after) > 0)
      or (a.keeps_balance and count(e.id) > count(e.balance_after))`);
  const [total] = await rows(sql`select coalesce(sum(amount), 0)::bigint as total from ledger_entries`);
  const negative = await rows(sql`select id from ledger_accounts where kind = 'customer_wallet' and balance < 0`);
  return { unbalanced: unbalanced.length, drift: drift.length, total: Number(total!.total), negativeWallets: negative.length };
}
