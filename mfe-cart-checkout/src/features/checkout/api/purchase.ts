import type { ApiClient } from '@drawfront/shared/api-client/types';
import { CART_API_VERSION } from '@drawfront/shared/cart/cart-client';
import type { Customer } from '@drawfront/shared/contract/customer';
import type { Receipt } from '@drawfront/shared/contract/purchase';

/** Buys the customer's cart from the wallet; the same key on a retry makes the server answer the first purchase instead of buying twice. */
export function purchaseCart(api: ApiClient, idempotencyKey: string): Promise<Receipt> {
  return api.request<Receipt>({ method: 'POST', path: '/cart/purchase', version: CART_API_VERSION, idempotencyKey, body: { walletPurchase: true } });
}

/** The signed-in customer, for the wallet balance. */
export function fetchCustomer(api: ApiClient, signal?: AbortSignal): Promise<Customer> {
  return api.request<Customer>({ path: '/customer', signal });
}
