import type { ApiClient } from '@drawfront/shared/api-client/types';
import { CART_API_VERSION } from '@drawfront/shared/cart/cart-client';
import type { Receipt } from '@drawfront/shared/contract/purchase';

/** Buys the customer's cart from the wallet; the same key on a retry makes the server answer the first purchase instead of buying twice. */
export function purchaseCart(api: ApiClient, idempotencyKey: string): Promise<Receipt> {
  return api.request<Receipt>({ method: 'POST', path: '/cart/purchase', version: CART_API_VERSION, idempotencyKey, body: { walletPurchase: true } });
}
