import { useState } from 'react';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import { pageStamp } from '@drawfront/shared/bus/page-stamp';
import { addedLine, afterAdd } from '@drawfront/shared/cart/after-add';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { errorMessage } from '@drawfront/shared/ui/error-message';

/** What a line goes into the cart as: the argument of the shell's `cartClient.addItem`. */
export type CartItemToAdd = Parameters<CartClient['addItem']>[0];

export interface AddToCartOptions extends Pick<RemoteProps, 'navigate' | 'notify' | 'bus'> {
  /** The offer the line belongs to: the cart's last line of it is the one just added. */
  offerKey: string;
  /** The page's query string, whose utm parameters go on to /cart. */
  search: string;
  site: SiteInfo;
  i18n: I18n;
  cartClient: Pick<CartClient, 'addItem'>;
  /** The notification's title when the cart refuses the line; "We couldn't add your ticket" when left out. */
  failedTitle?: string;
  /** Called once the line is in the cart (the builder starts afresh and forgets its stored draft). */
  onAdded?: () => void;
}

export interface AddToCart {
  /** Whether an add is on its way (the button shows busy). */
  adding: boolean;
  /** Why the last add failed, in the API's words; null after a success or a new try. */
  error: string | null;
  /** Adds `item()` to the cart, then opens the drawer or goes to the cart as the site does (`afterAdd`). */
  add: (item: () => CartItemToAdd) => Promise<void>;
}

/**
 * Every builder's "Add to cart": one add at a time, the API's refusal shown on the page and notified, and
 * what happens after the add decided by the shared `afterAdd` rule.
 */
export function useAddToCart({ offerKey, search, site, i18n, cartClient, navigate, notify, bus, failedTitle, onAdded }: AddToCartOptions): AddToCart {
  const pathTo = usePathTo(site);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add(item: () => CartItemToAdd) {
    setError(null);
    setAdding(true);
    // The page this add belongs to: an answer after the customer has left it moves nobody and opens nothing.
    const startedAt = pageStamp();
    const startedOn = window.location.pathname;
    try {
      const cart = await cartClient.addItem(item());
      onAdded?.();
      if (window.location.pathname !== startedOn) return;
      // The cart page exists on every site (no capability), so pathTo always answers it.
      afterAdd({ site, bus, navigate, cartPath: pathTo('cart'), search, cart, added: addedLine(cart, offerKey), startedAt });
    } catch (failure) {
      const message = errorMessage(failure, i18n.t('error.generic', 'Something went wrong'));
      setError(message);
      notify({ title: failedTitle ?? i18n.t('catalogue.play.add-failed', "We couldn't add your ticket"), message, level: 'error', startedAt });
    } finally {
      setAdding(false);
    }
  }

  return { adding, error, add };
}
