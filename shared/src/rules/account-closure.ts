/**
 * Closing an account (storefront §2 `/close-my-account`, groups §7 `DELETE /customer`). The spec names the
 * call and the pages but no reasons and no rules, so these are ours, kept here once: the API validates the
 * reason with this list and keeps the records for this long; the account remote offers the same list and
 * tells the customer the same period.
 */

export type AccountClosureReason = 'not_playing' | 'gambling_concerns' | 'too_expensive' | 'other_site' | 'service' | 'privacy' | 'other';

export interface AccountClosureOption {
  reason: AccountClosureReason;
  label: string;
}

/** In the order the page offers them; "Another reason" last. */
export const ACCOUNT_CLOSURE_OPTIONS: readonly AccountClosureOption[] = [
  { reason: 'not_playing', label: "I don't play any more" },
  { reason: 'gambling_concerns', label: "I'm worried about how much I play" },
  { reason: 'too_expensive', label: 'It costs more than I want to spend' },
  { reason: 'other_site', label: 'I play on another site' },
  { reason: 'service', label: "I'm not happy with the service" },
  { reason: 'privacy', label: "I'm worried about my privacy" },
  { reason: 'other', label: 'Another reason' },
];

export const ACCOUNT_CLOSURE_REASONS: readonly AccountClosureReason[] = ACCOUNT_CLOSURE_OPTIONS.map((option) => option.reason);

/** The most the customer may write about why (the free text is optional for every reason). */
export const ACCOUNT_CLOSURE_DETAILS_MAX = 500;

/**
 * How long a closed account's records are kept before they may be deleted. Seven years: the longest record
 * keeping duty that applies to a wagering operator here (the AML/CTF Act 2006 keeps customer and transaction
 * records 7 years; gambling and tax record rules ask for 5 to 7). Nothing is deleted at closure.
 */
export const ACCOUNT_RECORDS_KEPT_YEARS = 7;

/** `DELETE /customer` body, camelCase here (sent as a snake_case form). */
export interface CloseAccountRequest {
  reason: AccountClosureReason;
  /** What the customer wrote about why, if anything. */
  details?: string;
}

/** Answer of `DELETE /customer`. */
export interface AccountClosure {
  /** ISO 8601. */
  closedAt: string;
  reason: AccountClosureReason;
  /** ISO 8601: until when the records are kept (`ACCOUNT_RECORDS_KEPT_YEARS` after closing). */
  recordsKeptUntil: string;
}

/** When the records of an account closed at `closedAt` may go: the same UTC date and time `ACCOUNT_RECORDS_KEPT_YEARS` later (29 February → 1 March). */
export function recordsKeptUntil(closedAt: Date): Date {
  const until = new Date(closedAt.getTime());
  until.setUTCFullYear(closedAt.getUTCFullYear() + ACCOUNT_RECORDS_KEPT_YEARS);
  return until;
}

/** A reason that calls for the support a break or self-exclusion gives, offered before the account goes. */
export function suggestsPlayBreak(reason: AccountClosureReason): boolean {
  return reason === 'gambling_concerns' || reason === 'too_expensive';
}
