/**
 * Lotto party rules (groups spec §3–§5, §9), written down once for the API and the pages.
 *
 * A group has an organiser (who created it) and members (who joined with its invite link). A session is one
 * draw of one lottery, sold in `sharesTotal` shares at `sharePriceCents` each, bought through the cart as
 * `social_syndicate_share` lines. The rules this product chose:
 *
 * - Share price: whole cents from SHARE_PRICE_MIN_CENTS to SHARE_PRICE_MAX_CENTS, in steps of SHARE_PRICE_STEP_CENTS.
 * - Shares per session: SHARES_MIN to SHARES_MAX; a member may buy any number of those still unsold.
 * - Unsold shares ("a smaller ticket"): when the session closes (its draw stops selling, or every share is
 *   sold) it buys as many games as the money of the shares sold pays for (`closeOutcome`). What is left over
 *   below one game's price goes back to the buyers by shares (`splitByShares`). If the money buys no game at
 *   all, the session is cancelled and every buyer gets back exactly what they paid.
 * - Who may invite: every member of a group may pass its invite link on; it is the group's, not the organiser's.
 * - Leaving a group: a member may leave while they hold no shares in an open session (their money is committed
 *   to its ticket); the organiser cannot leave their own group.
 * - A member's shares after the draw stay on the session's ledger for good, leaving the group or not: they
 *   are what the prize split and the ledger page are computed from.
 * - Prizes split by shares (`splitByShares` in lotto-party-split.ts), leftover cents by largest remainder.
 * - Autosession: `on` opens the session for the lottery's next draw, on the same terms, when one closes;
 *   `paused` and `off` open none (paused keeps the group's choice to turn it back on).
 */

export const SHARE_PRICE_MIN_CENTS = 100;
export const SHARE_PRICE_MAX_CENTS = 5000;
export const SHARE_PRICE_STEP_CENTS = 10;
export const SHARES_MIN = 2;
export const SHARES_MAX = 200;
export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 40;
/** Groups spec §9: the group list shows 6 a page; other lotto party lists use the default page size 10. */
export const GROUP_LIST_PAGE_SIZE = 6;
export const DEFAULT_PAGE_SIZE = 10;

export type PublicityStatus = 'private' | 'promoted' | 'public';
export type AutosessionStatus = 'on' | 'paused' | 'off';
export type SessionStatus = 'open' | 'closed' | 'paid' | 'cancelled';
export const AUTOSESSION_STATUSES: readonly AutosessionStatus[] = ['on', 'paused', 'off'];

/** Why a share price or share count cannot be used, or null when it can. */
export function sharePriceProblem(cents: number): string | null {
  if (!Number.isInteger(cents) || cents < SHARE_PRICE_MIN_CENTS || cents > SHARE_PRICE_MAX_CENTS) {
    return `A share costs from ${cents2(SHARE_PRICE_MIN_CENTS)} to ${cents2(SHARE_PRICE_MAX_CENTS)}.`;
  }
  if (cents % SHARE_PRICE_STEP_CENTS !== 0) return `A share price is in steps of ${SHARE_PRICE_STEP_CENTS} cents.`;
  return null;
}

export function sharesTotalProblem(shares: number): string | null {
  if (!Number.isInteger(shares) || shares < SHARES_MIN || shares > SHARES_MAX) return `A session has from ${SHARES_MIN} to ${SHARES_MAX} shares.`;
  return null;
}

export function groupNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < GROUP_NAME_MIN || trimmed.length > GROUP_NAME_MAX) return `A group name has ${GROUP_NAME_MIN} to ${GROUP_NAME_MAX} characters.`;
  return null;
}

/** What `count` shares cost: share price × shares, in cents. */
export function sharesCost(sharePriceCents: number, count: number): number {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`shares must be a whole number of at least 0, got ${count}`);
  return sharePriceCents * count;
}

/** Shares still for sale; never below 0. */
export function sharesLeft(sharesTotal: number, sharesSold: number): number {
  return Math.max(0, sharesTotal - sharesSold);
}

/** Whether `wanted` more shares may be bought now (the API checks it again under the session's row lock). */
export function shareBuyProblem(session: { status: SessionStatus; sharesTotal: number; sharesSold: number }, wanted: number): string | null {
  if (session.status !== 'open') return 'This session is no longer selling shares.';
  if (!Number.isInteger(wanted) || wanted < 1) return 'Buy at least one share.';
  const left = sharesLeft(session.sharesTotal, session.sharesSold);
  if (wanted > left) return left === 0 ? 'Every share of this session is sold.' : `Only ${left} ${left === 1 ? 'share is' : 'shares are'} left.`;
  return null;
}

/** Price of one game of a lottery whose price table is linear (every tier costs games × one price); null otherwise. */
export function linearGamePrice(prices: readonly { games: number; price: number }[]): number | null {
  if (prices.length === 0) return null;
  const unit = prices[0]!.price / prices[0]!.games;
  if (!Number.isInteger(unit) || unit <= 0) return null;
  return prices.every((tier) => tier.price === tier.games * unit) ? unit : null;
}

export type CloseOutcome =
  | { kind: 'buy'; games: number; spentCents: number; refundCents: number }
  | { kind: 'cancel'; refundCents: number };

/**
 * What a closing session does with the money of its shares sold (the "smaller ticket" rule): as many whole
 * games as it pays for, the rest back to the buyers; no game at all cancels the session and refunds everything.
 */
export function closeOutcome(input: { sharePriceCents: number; sharesSold: number; gamePriceCents: number }): CloseOutcome {
  const paid = sharesCost(input.sharePriceCents, input.sharesSold);
  if (!Number.isInteger(input.gamePriceCents) || input.gamePriceCents <= 0) throw new RangeError(`game price must be positive cents, got ${input.gamePriceCents}`);
  const games = Math.floor(paid / input.gamePriceCents);
  if (games === 0) return { kind: 'cancel', refundCents: paid };
  const spentCents = games * input.gamePriceCents;
  return { kind: 'buy', games, spentCents, refundCents: paid - spentCents };
}

/** Session status moves: open → closed (tickets bought) → paid (prizes split); open → cancelled (refunded). */
const SESSION_MOVES: Record<SessionStatus, readonly SessionStatus[]> = { open: ['closed', 'cancelled'], closed: ['paid'], paid: [], cancelled: [] };

export function canMoveSession(from: SessionStatus, to: SessionStatus): boolean {
  return SESSION_MOVES[from].includes(to);
}

/** Who may invite: any member (the organiser included) may pass the group's invite link on. */
export function mayInvite(member: { isMember: boolean }): boolean {
  return member.isMember;
}

/** Why a member may not leave the group now, or null when they may. */
export function leaveProblem(member: { isOrganiser: boolean; openSessionShares: number }): string | null {
  if (member.isOrganiser) return 'The organiser cannot leave their own group.';
  if (member.openSessionShares > 0) return 'You hold shares in an open session: leave after it closes.';
  return null;
}

function cents2(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
