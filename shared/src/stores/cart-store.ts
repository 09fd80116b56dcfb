import type { Money } from './session-store';
import { createStore, type Store } from './store';

/** What the header badge and checkout summary need; the cart remote owns the full cart. */
export interface CartSummary {
  itemCount: number;
  total: Money;
  /** Anonymous cart token (visitors) or null for a customer cart. */
  anonymousToken: string | null;
}

export type CartStore = Store<CartSummary>;

export function emptyCart(currency: string): CartSummary {
  return { itemCount: 0, total: { amount: 0, currency }, anonymousToken: null };
}

export function createCartStore(currency: string): CartStore {
  return createStore(emptyCart(currency));
}
