import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { EventBus } from '@drawfront/shared/bus/event-bus';
import { CART_API_VERSION, FETCH_DEBOUNCE_MS } from '@drawfront/shared/cart/cart-client';
import type { Cart, CartItemChange } from '@drawfront/shared/contract/cart';
import type { CartStore } from '@drawfront/shared/stores/cart-store';

/**
 * Line changes, removal and build for the cart page. The shared cart client has no such calls yet,
 * so this thin local helper makes them through `props.api` and publishes the answer exactly as the
 * client does (shared cart store + `cart/changed`), so the header badge follows. Move it into
 * `createCartClient` (updateItem, removeItem, build) and delete this file.
 */
export interface CartLinesDeps {
  api: ApiClient;
  cartStore: CartStore;
  bus: EventBus;
  /** Milliseconds clock for the build debounce; injectable for tests. */
  now?: () => number;
}

/** Whose cart a call is for: the signed-in customer's, or a visitor's anonymous cart by its token. */
export type CartOwner = { kind: 'customer' } | { kind: 'visitor'; token: string };

export interface CartLines {
  changeLine(owner: CartOwner, itemId: string, change: CartItemChange): Promise<Cart>;
  removeLine(owner: CartOwner, itemId: string): Promise<Cart>;
  /** Re-prices the cart on the server and fills its blocked reasons; builds within 500 ms with no change between share one answer (spec §9). */
  build(owner: CartOwner, options?: { fresh?: boolean }): Promise<Cart>;
}

const cartPath = (owner: CartOwner) => (owner.kind === 'customer' ? '/cart' : `/anon-cart/${encodeURIComponent(owner.token)}`);
const itemsPath = (owner: CartOwner, itemId: string) => `${cartPath(owner)}/items/${encodeURIComponent(itemId)}`;

/** Local cart calls the shared client lacks (see the file comment). */
export function createCartLines({ api, cartStore, bus, now = Date.now }: CartLinesDeps): CartLines {
  let lastBuild: { at: number; path: string; promise: Promise<Cart> } | null = null;
  function publish(owner: CartOwner, cart: Cart): Cart {
    const summary = { itemCount: cart.cartItems.length, total: cart.cartTotal, anonymousToken: owner.kind === 'visitor' ? owner.token : null };
    cartStore.set(summary);
    bus.emit({ type: 'cart/changed', itemCount: summary.itemCount, total: summary.total });
    return cart;
  }

  return {
    async changeLine(owner, itemId, change) {
      lastBuild = null;
      const cart = await api.request<Cart>({ method: 'PUT', path: itemsPath(owner, itemId), version: CART_API_VERSION, body: change });
      return publish(owner, cart);
    },
    async removeLine(owner, itemId) {
      lastBuild = null;
      const cart = await api.request<Cart>({ method: 'DELETE', path: itemsPath(owner, itemId), version: CART_API_VERSION });
      return publish(owner, cart);
    },
    build(owner, { fresh = false } = {}) {
      const at = now();
      const path = `${cartPath(owner)}/build`;
      if (!fresh && lastBuild && lastBuild.path === path && at - lastBuild.at < FETCH_DEBOUNCE_MS) return lastBuild.promise;
      const promise = api.request<Cart>({ method: 'POST', path, version: CART_API_VERSION }).then((cart) => publish(owner, cart));
      lastBuild = { at, path, promise };
      // A failed build must not be handed to the next caller as if it were fresh.
      promise.catch(() => {
        if (lastBuild?.promise === promise) lastBuild = null;
      });
      return promise;
    },
  };
}

/** The owner of a loaded cart: a visitor's cart reference is its anonymous token. */
export function ownerOf(cart: Cart, signedIn: boolean): CartOwner {
  return signedIn ? { kind: 'customer' } : { kind: 'visitor', token: cart.cartReference };
}
