import type { EventBus } from '../bus/event-bus';
import { hasCapabilities } from '../contract/capabilities';
import { isTicketLine } from '../contract/cart';
import type { Cart, CartLine } from '../contract/cart';
import type { SiteInfo } from '../contract/site';
import { withUtm } from './utm';

export interface AfterAdd {
  site: Pick<SiteInfo, 'capabilities'>;
  bus: Pick<EventBus, 'emit'>;
  navigate: (to: string) => void;
  /** The cart page's path on this site (`pathTo('cart')`), null when the site has none. */
  cartPath: string | null;
  /** The page's query string: its utm parameters go on to the cart. */
  search: string;
  /** The cart as the add answered it, and the line just added (the cart's last line of that offer). */
  cart: Cart;
  added: CartLine | undefined;
  /** `pageStamp()` when the add began: the shell opens no drawer once the customer has left that page. */
  startedAt?: number;
}

/**
 * What happens once a ticket is in the cart, one rule for every builder (storefront §4 "Adding to cart"):
 * where the site has pre-cart recommended draws, the shell's drawer opens on the page; elsewhere the
 * customer goes to the cart, keeping the utm parameters.
 */
export function afterAdd({ site, bus, navigate, cartPath, search, cart, added, startedAt }: AfterAdd): void {
  // With no cart page on the site there is nowhere to send the customer, nor a drawer link to draw.
  if (cartPath === null) return;
  const to = withUtm(cartPath, search);
  if (!added || !hasCapabilities(site.capabilities, ['pre-cart-recommended-draws'])) {
    navigate(to);
    return;
  }
  bus.emit({
    type: 'cart/item-added',
    description: added.description,
    lineTotal: added.total,
    cartTotal: cart.cartTotal,
    cartPath: to,
    cartLines: cart.cartItems.filter(isTicketLine).map((line) => ({ lotteryKey: line.lotteryKey, drawNo: line.drawNo })),
    ...(startedAt === undefined ? {} : { startedAt }),
  });
}

/** The line an add produced: the cart's last ticket line of that offer (a repeat add of the same draft is a new line). */
export function addedLine(cart: Cart, lotteryKey: string): CartLine | undefined {
  return cart.cartItems.filter(isTicketLine).filter((line) => line.lotteryKey === lotteryKey).at(-1);
}
