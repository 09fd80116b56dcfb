import type { Draw, GameOffer, ProductOffer } from '../contract/catalogue';

/** How many draws the pre-cart drawer recommends at most. */
export const PLACEMENT_LIMIT = 3;

/** A draw the customer already has in the cart or holds tickets for. */
export interface HeldDraw {
  lotteryKey: string;
  drawNo: number;
}

export interface Recommendation {
  offer: ProductOffer;
  draw: Draw;
  gameOffer: GameOffer;
}

/** The game offer a one-click quick-pick ticket is built from: the standard one, needing no draw day to be chosen. */
function oneClickGameOffer(offer: ProductOffer): GameOffer | null {
  const standard = offer.gameTypes.find((type) => type.key === 'standard')?.gameOffers[0];
  return standard && standard.days.length === 0 && standard.numberSets.length > 0 ? standard : null;
}

/**
 * The placement rule: which draws the pre-cart drawer recommends, best first.
 *
 * A candidate is a lottery on sale whose next draw is open (sales not stopped at `now`) and that a
 * customer can add in one click: a standard game of numbers, no draw day and no cause to choose
 * (raffles and syndicates need a choice, so they are never recommended). A draw already in the cart or
 * already held is left out, so the drawer never offers what the customer has. Candidates whose offer
 * is not in the cart at all come first (something new beats more of the same); then the bigger
 * advertised jackpot (an unknown jackpot last); then the sooner draw; then the offer key, so the order
 * is stable. One draw per offer, at most PLACEMENT_LIMIT.
 */
export function rankRecommendations(offers: readonly ProductOffer[], context: { cart: readonly HeldDraw[]; held: readonly HeldDraw[]; now: Date }): Recommendation[] {
  const has = (list: readonly HeldDraw[], offer: string, drawNo: number) => list.some((line) => line.lotteryKey === offer && line.drawNo === drawNo);
  const inCart = new Set(context.cart.map((line) => line.lotteryKey));
  const candidates: Recommendation[] = [];
  for (const offer of offers) {
    if (offer.type !== 'lottery_ticket' || offer.availability !== 'available' || offer.suspended || offer.causes.length > 0) continue;
    const gameOffer = oneClickGameOffer(offer);
    const draw = offer.draws.find((candidate) => Date.parse(candidate.stop) > context.now.getTime() && candidate.purchaseStatus === 'open');
    if (!gameOffer || !draw || has(context.cart, offer.key, draw.drawNo) || has(context.held, offer.key, draw.drawNo)) continue;
    candidates.push({ offer, draw, gameOffer });
  }
  const jackpot = (draw: Draw) => draw.prizePool?.amount ?? -1;
  return candidates
    .sort(
      (a, b) =>
        Number(inCart.has(a.offer.key)) - Number(inCart.has(b.offer.key)) ||
        jackpot(b.draw) - jackpot(a.draw) ||
        Date.parse(a.draw.drawDate) - Date.parse(b.draw.drawDate) ||
        a.offer.key.localeCompare(b.offer.key),
    )
    .slice(0, PLACEMENT_LIMIT);
}
