import type { Amount } from './catalogue';
import type { PendingSpendLimitChange, SpendLimitPeriod } from './limits';

/** One customer deposit limit: the same periods and cooling-off as a spend limit. */
export interface DepositLimit {
  id: string;
  period: SpendLimitPeriod;
  /** The limit in force now. */
  limit: Amount;
  /** Deposits made (or still being charged) since the period began. */
  amountDeposited: Amount;
  periodStartsAt: string;
  periodEndsAt: string;
  pending: PendingSpendLimitChange | null;
}

/** `GET /v2/deposit-limits`, and the answer of `PUT|POST /v2/deposit-limits/{period}` and `DELETE /v2/deposit-limits/{id}`. */
export interface DepositLimits {
  availablePeriods: SpendLimitPeriod[];
  customerLimits: DepositLimit[];
  /** Days a loosening change waits before it applies. */
  coolingOffDays: number;
}
