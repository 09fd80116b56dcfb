/**
 * The bounds of the limits a customer sets, in minor units: one place for the API's checks and the
 * account pages' forms, so a form never lets through what the API will refuse.
 */

/** The smallest spend or pre-commitment limit ($1.00): a lower one would block every purchase. */
export const MIN_CUSTOMER_LIMIT = 100;

/** The largest weekly pre-commitment limit ($100,000.00). */
export const MAX_PRECOMMITMENT = 10_000_000;

/** The largest deposit limit a customer can set for any period ($100,000.00). */
export const MAX_DEPOSIT_LIMIT = 10_000_000;
