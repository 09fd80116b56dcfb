import type { Amount } from './catalogue';

/** Periods a spend limit can cover (storefront §3 "Spend limits": availablePeriods). */
export const SPEND_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type SpendLimitPeriod = (typeof SPEND_LIMIT_PERIODS)[number];

/**
 * A change that loosens a limit (a higher limit, or removing it) waits out a cooling-off period before it
 * applies; a tighter limit applies at once. `limit` null means the limit is being removed.
 */
export interface PendingSpendLimitChange {
  limit: Amount | null;
  effectiveAt: string;
}

/** One customer limit (storefront §3: "A limit has period and id. Spend data: amountSpent and limit"). */
export interface SpendLimit {
  id: string;
  period: SpendLimitPeriod;
  /** The limit in force now. */
  limit: Amount;
  /** Wallet purchases since the period began. */
  amountSpent: Amount;
  /** When the current period began and when the next begins (the shop's time zone). */
  periodStartsAt: string;
  periodEndsAt: string;
  pending: PendingSpendLimitChange | null;
}

/** The most any customer may spend per period, whatever their own limits (blocked reason global_spend_limit). */
export interface SystemSpendLimit {
  period: SpendLimitPeriod;
  limit: Amount;
  amountSpent: Amount;
}

/** `GET /v2/spend-limits`, and the answer of `PUT|POST /v2/spend-limits/{period}` and `DELETE /v2/spend-limits/{id}`. */
export interface SpendLimits {
  availablePeriods: SpendLimitPeriod[];
  customerLimits: SpendLimit[];
  systemLimits: SystemSpendLimit[];
  /** Days a loosening change waits before it applies. */
  coolingOffDays: number;
}
