import { fixed2 } from '@drawfront/shared/format/money';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { returningToCheckout } from '../../../lib/checkout-path';

/** The deposit page pre-filled with what is missing, coming back to checkout afterwards; null when the site takes no deposits. */
export function depositLink(pathTo: PathTo, shortfallMinor: number): string | null {
  return returningToCheckout(pathTo, pathTo('my-account-deposit'), { amount: fixed2(shortfallMinor) });
}

/** The cards page, coming back to checkout once a card is added (groups spec §4 "Add card during checkout"). */
export function addCardLink(pathTo: PathTo): string | null {
  return returningToCheckout(pathTo, pathTo('cards-and-accounts'));
}
