import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Customer } from '@drawfront/shared/contract/customer';
import type { Deposit, Fund, PaymentMethod } from '@drawfront/shared/contract/funds';

/** What the add-card form sends; the client turns the keys into snake_case. */
export interface NewCard {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  csc: string;
  cardHolderName: string;
}

/** `GET /payment_methods`. */
export async function fetchPaymentMethods(api: ApiClient, signal?: AbortSignal): Promise<PaymentMethod[]> {
  const answer = await api.request<{ paymentMethods: PaymentMethod[] }>({ path: '/payment_methods', signal });
  return answer.paymentMethods;
}

/** `POST /funds/cc/test`: tokenises and saves a card. */
export function addCard(api: ApiClient, card: NewCard): Promise<Fund> {
  return api.request<Fund>({ method: 'POST', path: '/funds/cc/test', body: card });
}

/** `POST /funds/{id}/default`. */
export function makeDefaultFund(api: ApiClient, fundId: string): Promise<unknown> {
  return api.request({ method: 'POST', path: `/funds/${encodeURIComponent(fundId)}/default` });
}

/** `DELETE /funds/{id}`. */
export function removeFund(api: ApiClient, fundId: string): Promise<unknown> {
  return api.request({ method: 'DELETE', path: `/funds/${encodeURIComponent(fundId)}` });
}

export interface DepositRequest {
  fundId: string;
  /** Minor units. */
  amount: number;
  idempotencyKey: string;
}

/** `POST /funds/{id}/deposit`; the idempotency key makes a retried attempt charge at most once. */
export function createDeposit(api: ApiClient, { fundId, amount, idempotencyKey }: DepositRequest): Promise<Deposit> {
  // No return path: after a 3-D Secure check the API sends the browser to the deposit's details page,
  // which finds where to continue in sessionStorage (see storeDepositReturnTo).
  return api.request<Deposit>({ method: 'POST', path: `/funds/${encodeURIComponent(fundId)}/deposit`, body: { amount }, idempotencyKey });
}

/** `GET /deposits/{id}`. */
export function fetchDeposit(api: ApiClient, depositId: string, signal?: AbortSignal): Promise<Deposit> {
  return api.request<Deposit>({ path: `/deposits/${encodeURIComponent(depositId)}`, signal });
}

/** `GET /customer`, for the balance after a deposit. */
export function fetchCustomer(api: ApiClient, signal?: AbortSignal): Promise<Customer> {
  return api.request<Customer>({ path: '/customer', signal });
}
