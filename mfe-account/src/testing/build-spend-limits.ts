import type { SpendLimit, SpendLimits, SystemSpendLimit } from '@drawfront/shared/contract/limits';

/** Test data builders for limits (STYLE.md "data builders"). Only tests import this file. */
const aud = (amount: number) => ({ amount, currency: 'AUD' });

/** A daily limit of $50.00 with $12.50 spent; the day ends at midnight in Sydney (Mon 23 Nov, 12:00 am). */
export function buildSpendLimit(overrides: Partial<SpendLimit> = {}): SpendLimit {
  return {
    id: 'limit-daily',
    period: 'daily',
    limit: aud(5000),
    amountSpent: aud(1250),
    periodStartsAt: '2026-11-21T13:00:00Z',
    periodEndsAt: '2026-11-22T13:00:00Z',
    pending: null,
    ...overrides,
  };
}

export function buildSystemLimit(overrides: Partial<SystemSpendLimit> = {}): SystemSpendLimit {
  return { period: 'daily', limit: aud(100000), amountSpent: aud(1250), ...overrides };
}

/** All three periods offered, the platform's limits for each, and the given customer limits. */
export function buildSpendLimits(customerLimits: SpendLimit[] = [], overrides: Partial<SpendLimits> = {}): SpendLimits {
  return {
    availablePeriods: ['daily', 'weekly', 'monthly'],
    customerLimits,
    systemLimits: [buildSystemLimit(), buildSystemLimit({ period: 'weekly', limit: aud(500000) }), buildSystemLimit({ period: 'monthly', limit: aud(2000000) })],
    coolingOffDays: 7,
    ...overrides,
  };
}

/** Sun 29 Nov, 10:00 am in Sydney. */
export const SUNDAY_10AM = '2026-11-28T23:00:00Z';
