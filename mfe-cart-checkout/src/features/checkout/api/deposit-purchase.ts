import type { ApiClient } from '@drawfront/shared/api-client/types';
import { CART_API_VERSION } from '@drawfront/shared/cart/cart-client';
import type { DepositPurchase, PaymentMethod } from '@drawfront/shared/contract/funds';

/** The card method (`cc`) usable at checkout, with the customer's saved cards; null when the site offers none. */
export async function fetchCheckoutCardMethod(api: ApiClient, signal?: AbortSignal): Promise<PaymentMethod | null> {
  const answer = await api.request<{ paymentMethods: PaymentMethod[] }>({ path: '/payment_methods', query: { 'filter[funds.cart][eq]': 'true' }, signal });
  return answer.paymentMethods.find((method) => method.code === 'cc' && method.rules.enabled) ?? null;
}

export interface DepositPurchaseInput {
  fundId: string;
  /** Minor units: at least what the wallet is short. */
  amount: number;
  csc?: string;
}

/** `POST /cart/deposit_purchase`: tops the wallet up from a saved card and buys the cart; the key makes a retry charge at most once. */
export function depositAndPurchase(api: ApiClient, idempotencyKey: string, { fundId, amount, csc }: DepositPurchaseInput): Promise<DepositPurchase> {
  return api.request<DepositPurchase>({
    method: 'POST',
    path: '/cart/deposit_purchase',
    version: CART_API_VERSION,
    idempotencyKey,
    body: { deposit: { fundId, amount, ...(csc ? { csc } : {}) }, purchase: { channelKey: 'web' } },
  });
}
