/**
 * The platform's card deposit rules, the same whichever gateway charges: $10.00 to $10,000.00 per charge, in
 * minor units, in the currencies the sites sell in. A gateway answers the spec's `rules.minAmount` / `maxAmount`
 * from these, so a deposit form shows the same limits on every gateway.
 */
export const CARD_DEPOSIT_LIMITS = { minAmount: 1_000, maxAmount: 1_000_000 } as const;
export const CARD_CURRENCIES = ['AUD', 'GBP', 'NZD', 'USD', 'EUR'] as const;
/** How long a 3-D Secure challenge can be completed for. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
