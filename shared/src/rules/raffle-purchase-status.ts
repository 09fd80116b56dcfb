import type { Draw } from '../contract/catalogue';
import type { PathTo } from '../routes/path-to';

export type RafflePurchaseStatus = Draw['purchaseStatus'];

/** Storefront §4 "Raffle draw purchase status": only open and pre_order draws are offered for sale. */
export function isOffered(status: RafflePurchaseStatus): boolean {
  return status === 'open' || status === 'pre_order';
}

/** The words a draw page shows for a purchase status. */
export function purchaseStatusText(status: RafflePurchaseStatus): string {
  switch (status) {
    case 'open':
      return 'On sale now';
    case 'pre_order':
      return 'Pre-order: you pay when this draw opens for sale';
    case 'sold_out':
      return 'Sold out';
    case 'past_draw':
      return 'This draw has closed';
  }
}

/**
 * The page a raffle draw is shown on (storefront §2): `/{url}/draw/{drawNo}`, except the plain product
 * path `/{url}` for the offer's first draw on sale and for a draw that is not open. Null when the site lacks the page.
 */
export function raffleDrawPath(pathTo: PathTo, productOfferKey: string, draw: Pick<Draw, 'drawNo' | 'purchaseStatus'>, firstDrawNo: number | null): string | null {
  if (draw.drawNo === firstDrawNo || draw.purchaseStatus !== 'open') return pathTo('play', { productOfferKey });
  return pathTo('offer-draw', { productOfferKey, drawNo: draw.drawNo });
}
