import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import { FETCH_DEBOUNCE_MS } from '@drawfront/shared/cart/cart-client';
import type { Cart, CartItemChange } from '@drawfront/shared/contract/cart';
import type { CartLines } from '../api/cart-lines';
import { ownerOf } from '../api/cart-lines';

export type CartView =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `cart` is null for a visitor who has no cart yet. */
  | { status: 'ready'; cart: Cart | null };

export interface UseCart {
  view: CartView;
  /** Fetches and builds the cart again (also the "Try again" of a failed load). */
  reload: () => void;
  changeLine: (itemId: string, change: CartItemChange) => Promise<Cart>;
  removeLine: (itemId: string) => Promise<Cart>;
}

/**
 * The full cart for a page: fetched through the shared cart client (anonymous-cart rules, fetch
 * debounce), then built on the server for prices and blocked reasons. After line changes one build
 * follows 500 ms after the last change (spec §9), so a customer stepping through draws costs one build.
 */
export function useCart(cartClient: CartClient, lines: CartLines, signedIn: boolean): UseCart {
  const [view, setView] = useState<CartView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const buildTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    let live = true;
    setView({ status: 'loading' });
    cartClient
      .refresh()
      .then((fetched) => (fetched ? lines.build(ownerOf(fetched, signedIn), { fresh: attempt > 0 }) : null))
      .then(
        (cart) => live && setView({ status: 'ready', cart }),
        (error: unknown) => live && setView({ status: 'error', error }),
      );
    return () => {
      live = false;
    };
  }, [cartClient, lines, signedIn, attempt]);

  useEffect(
    () => () => {
      if (buildTimer.current) clearTimeout(buildTimer.current);
    },
    [],
  );

  const show = useCallback((cart: Cart, call: number) => {
    // An older answer arriving after a newer one must not put the older cart back.
    if (call === latest.current) setView({ status: 'ready', cart });
  }, []);

  const scheduleBuild = useCallback(
    (cart: Cart) => {
      if (buildTimer.current) clearTimeout(buildTimer.current);
      buildTimer.current = setTimeout(() => {
        buildTimer.current = null;
        const call = ++latest.current;
        lines.build(ownerOf(cart, signedIn)).then(
          (built) => show(built, call),
          // The change itself succeeded; a failed re-price leaves the changed cart on screen.
          () => undefined,
        );
      }, FETCH_DEBOUNCE_MS);
    },
    [lines, signedIn, show],
  );

  const current = view.status === 'ready' ? view.cart : null;

  const mutate = useCallback(
    async (send: (cart: Cart) => Promise<Cart>) => {
      if (!current) throw new Error('The cart is not loaded');
      const call = ++latest.current;
      const cart = await send(current);
      show(cart, call);
      scheduleBuild(cart);
      return cart;
    },
    [current, scheduleBuild, show],
  );

  const changeLine = useCallback(
    (itemId: string, change: CartItemChange) => mutate((cart) => lines.changeLine(ownerOf(cart, signedIn), itemId, change)),
    [lines, mutate, signedIn],
  );
  const removeLine = useCallback(
    (itemId: string) => mutate((cart) => lines.removeLine(ownerOf(cart, signedIn), itemId)),
    [lines, mutate, signedIn],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { view, reload, changeLine, removeLine };
}
