import type { Draw, ProductOffer } from '@drawfront/shared/contract/catalogue';

/** Only these draws can be bought (spec: raffle draws "only open and pre_order are offered"). */
const PURCHASABLE: ReadonlySet<Draw['purchaseStatus']> = new Set(['open', 'pre_order']);

/** The draws of an offer whose sales are still open at `now`, earliest first. */
export function openDraws(offer: Pick<ProductOffer, 'draws'>, now: Date): Draw[] {
  const open = offer.draws.filter((draw) => PURCHASABLE.has(draw.purchaseStatus) && Date.parse(draw.stop) > now.getTime());
  return open.sort((a, b) => Date.parse(a.drawDate) - Date.parse(b.drawDate));
}

/** The earliest draw of an offer whose sales are still open at `now`, or null when none is. */
export function nextDraw(offer: Pick<ProductOffer, 'draws'>, now: Date): Draw | null {
  return openDraws(offer, now)[0] ?? null;
}
