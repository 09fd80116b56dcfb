import type { Transaction } from '../../db/client';
import type { LedgerTransactionKind } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { systemAccount } from './repository';
import type { TransactionWithEntries } from './repository';
import { insertSuspendedCredits, lockWalletsAmong } from './suspense-repository';
import type { SuspendedCredit } from './suspense-repository';

/**
 * Money that is only a promise of the house (a voucher credit): a closed account is refused it outright.
 * Every other kind is money that really arrived (a transfer, a charge, a prize, a refund, a released
 * withdrawal), so it cannot be refused: it is held in suspense for ops to pay back.
 */
const REFUSED_WHEN_CLOSED: ReadonlySet<LedgerTransactionKind> = new Set(['voucher_credit']);

/** A posting rewritten so that no closed wallet is credited, with the suspense records to write once it is in. */
export interface Diverted {
  postings: TransactionWithEntries[];
  records: Omit<SuspendedCredit, 'id'>[];
}

/**
 * The standing check every credit passes, in the ledger's one posting step so no money-in path can skip it.
 * Locks every wallet the postings credit (in id order) and reads whether its account is closed on that locked
 * row: a closure holds the same lock, so a credit racing it lands either before it (and the closure sees the
 * money) or after it (and is diverted here). A credit to a closed wallet goes to the currency's suspense
 * account instead, with a `suspended_credits` row; a voucher credit is refused (`account_closed`).
 */
export async function divertClosedWalletCredits(tx: Transaction, postings: TransactionWithEntries[]): Promise<Diverted> {
  const credited = [...new Set(postings.flatMap(({ entries }) => entries.filter((entry) => entry.amount > 0).map((entry) => entry.accountId)))];
  const closed = new Map((await lockWalletsAmong(tx, credited)).filter((wallet) => wallet.closedAt !== null).map((wallet) => [wallet.id, wallet]));
  if (closed.size === 0) return { postings, records: [] };
  const records: Omit<SuspendedCredit, 'id'>[] = [];
  const rewritten: TransactionWithEntries[] = [];
  for (const posting of postings) {
    const entries: TransactionWithEntries['entries'] = [];
    for (const entry of posting.entries) {
      const wallet = entry.amount > 0 ? closed.get(entry.accountId) : undefined;
      if (!wallet) {
        entries.push(entry);
        continue;
      }
      if (REFUSED_WHEN_CLOSED.has(posting.transaction.kind)) throw new AppError(ERROR_CODES.accountClosedForMoney);
      const suspense = await systemAccount(tx, 'suspense', wallet.currency);
      entries.push({ accountId: suspense, amount: entry.amount });
      const { id: transactionId, kind, reference, createdAt } = posting.transaction;
      records.push({ transactionId, customerId: wallet.customerId, walletAccountId: wallet.id, suspenseAccountId: suspense, amountCents: entry.amount, currency: wallet.currency, kind, reference, createdAt });
    }
    rewritten.push({ transaction: posting.transaction, entries: entries.sort((a, b) => a.accountId - b.accountId) });
  }
  return { postings: rewritten, records };
}

/** Writes the suspense records of postings now in the ledger (same transaction). */
export async function recordSuspendedCredits(tx: Transaction, records: Diverted['records']): Promise<void> {
  await insertSuspendedCredits(tx, records);
}
