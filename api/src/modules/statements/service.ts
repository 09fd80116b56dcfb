import type { MonthlyStatement } from '@drawfront/shared/contract/statements';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { monthBounds, monthOf } from '../../lib/month-bounds';
import { walletActivity } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';

/** The statement of `month` for a customer, read on `executor` at `at` (the month may be the current one, not a later one). */
export async function monthlyStatement(executor: Executor, customerId: string, site: SiteRecord, month: string, at: Date): Promise<MonthlyStatement> {
  const current = monthOf(at, site.timeZone);
  if (month > current) throw new AppError(ERROR_CODES.statementNotAvailable, [month]);
  const { start, end } = monthBounds(month, site.timeZone);
  const { byKind, opening, closing } = await walletActivity(executor, customerId, start, end);
  const money = (amount: number) => ({ amount, currency: site.currency });
  const sum = (kind: keyof typeof byKind) => byKind[kind] ?? 0;
  return {
    month,
    periodStartsAt: start.toISOString(),
    periodEndsAt: end.toISOString(),
    inProgress: month === current,
    openingBalance: money(opening),
    deposits: money(sum('deposit')),
    spend: money(-sum('purchase')),
    winnings: money(sum('prize')),
    withdrawals: money(-sum('withdrawal')),
    refunds: money(sum('refund')),
    voucherCredits: money(sum('voucher_credit')),
    net: money(closing - opening),
    closingBalance: money(closing),
  };
}

export type StatementService = ReturnType<typeof createStatementService>;

export function createStatementService(db: Database, options: { now: () => Date }) {
  return {
    statement: (customerId: string, site: SiteRecord, month: string) => monthlyStatement(db, customerId, site, month, options.now()),
  };
}
