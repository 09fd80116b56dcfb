import { useCallback, useEffect, useRef } from 'react';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import { FETCH_DEBOUNCE_MS } from '@drawfront/shared/cart/cart-client';
import type { Cart, CartItemChange } from '@drawfront/shared/contract/cart';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { ResourceState } from '@drawfront/shared/data/use-resource';

/** The page's cart (`data` is null for a visitor who has no cart yet), with its line changes. */
export type UseCart = ResourceState<Cart | null> & {
  /** Fetches and builds the cart again from the loading state, never reusing a recent build ("Try again", "Refresh my cart"). */
  reload: () => void;
  changeItem: (itemId: string, change: CartItemChange) => Promise<Cart>;
  removeItem: (itemId: string) => Promise<Cart>;
  addPromotion: (code: string, idempotencyKey: string) => Promise<Cart>;
  removePromotion: () => Promise<Cart>;
};

/**
 * The full cart for a page, through the page's one cart client: fetched (anonymous-cart rules, fetch
 * debounce), then built on the server for prices and blocked reasons. After line changes one build
 * follows 500 ms after the last change (spec §9), so a customer stepping through draws costs one build;
 * an answer older than one already shown never replaces it. Whose cart it is (customer or visitor) the
 * client works out; a page whose session changes remounts what uses this hook, so it starts over.
 */
export function useCart(cartClient: CartClient): UseCart {
  // Set by reload: the load it starts must build anew rather than share a build from the last 500 ms.
  const freshNext = useRef(false);
  const load = useCallback(async () => {
    const fresh = freshNext.current;
    freshNext.current = false;
    const fetched = await cartClient.refresh();
    return fetched ? cartClient.build({ fresh }) : null;
  }, [cartClient]);
  const resource = useResource(load);
  const { retry, replace } = resource;

  const buildTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Numbers each change and build; only the newest one's answer is shown.
  const latest = useRef(0);
  useEffect(
    () => () => {
      if (buildTimer.current) clearTimeout(buildTimer.current);
    },
    [],
  );

  const show = useCallback(
    (cart: Cart, call: number) => {
      // An older answer arriving after a newer one must not put the older cart back.
      if (call === latest.current) replace(cart);
    },
    [replace],
  );

  const scheduleBuild = useCallback(() => {
    if (buildTimer.current) clearTimeout(buildTimer.current);
    buildTimer.current = setTimeout(() => {
      buildTimer.current = null;
      const call = ++latest.current;
      cartClient.build().then(
        (built) => show(built, call),
        // The change itself succeeded; a failed re-price leaves the changed cart on screen.
        () => undefined,
      );
    }, FETCH_DEBOUNCE_MS);
  }, [cartClient, show]);

  const mutate = useCallback(
    async (send: () => Promise<Cart>) => {
      const call = ++latest.current;
      const cart = await send();
      show(cart, call);
      scheduleBuild();
      return cart;
    },
    [scheduleBuild, show],
  );

  const changeItem = useCallback((itemId: string, change: CartItemChange) => mutate(() => cartClient.changeItem(itemId, change)), [cartClient, mutate]);
  const removeItem = useCallback((itemId: string) => mutate(() => cartClient.removeItem(itemId)), [cartClient, mutate]);
  const addPromotion = useCallback((code: string, idempotencyKey: string) => mutate(() => cartClient.addPromotion(code, idempotencyKey)), [cartClient, mutate]);
  const removePromotion = useCallback(() => mutate(() => cartClient.removePromotion()), [cartClient, mutate]);
  const reload = useCallback(() => {
    freshNext.current = true;
    retry();
  }, [retry]);

  return { ...resource, reload, changeItem, removeItem, addPromotion, removePromotion };
}
