import type { Amount, Cause } from '../contract/catalogue';

/**
 * The part of a charity raffle's ticket revenue that goes to its cause, in basis points: all of it.
 * A raffle's prizes are fixed-value items (a home, a car, a cash sum) the site provides, not a pool
 * paid out of sales, and the catalogue models no split between prize, costs and cause; so every
 * cent a ticket sold for is money raised for the cause. A raffle with no cause raises nothing.
 * Free postal entries and pre-orders not yet charged are no sales, so they raise nothing either.
 */
export const CAUSE_SHARE_BASIS_POINTS = 10_000;

/** One draw's sales as the database counts them: tickets bought and what they were sold for. */
export interface RaffleDrawSales {
  drawNo: number;
  drawDate: string;
  name: string | null;
  ticketsSold: number;
  revenueCents: number;
}

/** One draw's support: its sales and the money they raised for the cause. */
export interface RaffleDrawSupport {
  drawNo: number;
  drawDate: string;
  name: string | null;
  ticketsSold: number;
  raised: Amount;
}

/** `GET /v2/raffles/{offerKey}/support` (storefront §2 `/{offer}/your-support`): money raised for the cause, per draw and in all. */
export interface RaffleSupport {
  offerKey: string;
  offerName: string;
  causes: Cause[];
  draws: RaffleDrawSupport[];
  ticketsSold: number;
  total: Amount;
}

/**
 * What a draw's ticket revenue (minor units) raises for the cause: the cause's share of it, rounded
 * down to whole cents (the rounding only matters if the share ever drops below 100 %). Throws on a
 * negative or fractional revenue.
 */
export function raisedForCause(revenueCents: number, hasCause: boolean): number {
  if (!Number.isSafeInteger(revenueCents) || revenueCents < 0) throw new RangeError(`revenue must be a whole, non-negative number of minor units, got ${revenueCents}`);
  if (!hasCause) return 0;
  return Math.floor((revenueCents * CAUSE_SHARE_BASIS_POINTS) / 10_000);
}

/** A raffle's support from its draws' sales: each draw's amount raised (in draw order) and the totals. */
export function raffleSupport(
  offer: { key: string; name: string; currency: string; causes: Cause[] },
  sales: readonly RaffleDrawSales[],
): RaffleSupport {
  const hasCause = offer.causes.length > 0;
  const draws = [...sales]
    .sort((a, b) => a.drawNo - b.drawNo)
    .map(({ drawNo, drawDate, name, ticketsSold, revenueCents }) => ({ drawNo, drawDate, name, ticketsSold, raised: { amount: raisedForCause(revenueCents, hasCause), currency: offer.currency } }));
  return {
    offerKey: offer.key,
    offerName: offer.name,
    causes: offer.causes,
    draws,
    ticketsSold: draws.reduce((sum, draw) => sum + draw.ticketsSold, 0),
    total: { amount: draws.reduce((sum, draw) => sum + draw.raised.amount, 0), currency: offer.currency },
  };
}
