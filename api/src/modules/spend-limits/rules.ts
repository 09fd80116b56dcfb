import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { MIN_CUSTOMER_LIMIT } from '@drawfront/shared/rules/limit-bounds';

/** The smallest limit a customer can set ($1.00), shared with the account pages. */
export const MIN_SPEND_LIMIT_CENTS = MIN_CUSTOMER_LIMIT;

/**
 * The platform-wide cap per period (blocked reason global_spend_limit), in minor units; also the
 * largest limit a customer can set for that period.
 */
export const SYSTEM_SPEND_LIMITS: Readonly<Record<SpendLimitPeriod, number>> = {
  daily: 500_000,
  weekly: 2_000_000,
  monthly: 5_000_000,
};
