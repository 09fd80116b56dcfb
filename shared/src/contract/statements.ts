import type { Amount } from './catalogue';

/**
 * A monthly activity statement: the month's money in and out of the wallet on the
 * site's clock. Every figure is positive except `net`, which is `closingBalance - openingBalance`.
 */
export interface MonthlyStatement {
  /** "2026-11". */
  month: string;
  periodStartsAt: string;
  periodEndsAt: string;
  /** Whether the month is still running (the figures are so far). */
  inProgress: boolean;
  openingBalance: Amount;
  deposits: Amount;
  spend: Amount;
  winnings: Amount;
  /** Withdrawn: requested less what came back (failed or cancelled). */
  withdrawals: Amount;
  refunds: Amount;
  voucherCredits: Amount;
  net: Amount;
  closingBalance: Amount;
}
