import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { BankDepositDetails, Deposit, Fund, PaymentMethod } from '@drawfront/shared/contract/funds';

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

/** PayPal-style (pl) and wallet (ap, gp) deposits: what the customer pressed and how much. */
export interface GatewayDepositRequest {
  method: 'pl' | 'ap' | 'gp';
  gateway: string;
  /** Minor units. */
  amount: number;
  /** The one-use token the wallet sheet handed over (wallets only). */
  walletToken?: string;
  idempotencyKey: string;
}

/** `POST /funds/{method}/{gateway}/deposit`; PayPal answers requires_action with the approval page, a wallet is charged at once. */
export function createGatewayDeposit(api: ApiClient, { method, gateway, amount, walletToken, idempotencyKey }: GatewayDepositRequest): Promise<Deposit> {
  // The return path picks the landing pages: a deposit from this page comes back to the account's summary or cancel page.
  const body = { amount, returnPath: '/my-account/deposit', ...(walletToken ? { walletToken } : {}) };
  return api.request<Deposit>({ method: 'POST', path: `/funds/${method}/${encodeURIComponent(gateway)}/deposit`, body, idempotencyKey });
}

/** `GET /funds/bd/reference`: the customer's bank transfer / PayID reference and the account to pay. */
export function fetchBankDepositDetails(api: ApiClient, signal?: AbortSignal): Promise<BankDepositDetails> {
  return api.request<BankDepositDetails>({ path: '/funds/bd/reference', signal });
}

/** `GET /deposits/by-transaction/{transactionId}`: the deposit a summary page is about. */
export function fetchDepositByTransaction(api: ApiClient, transactionId: string, signal?: AbortSignal): Promise<Deposit> {
  return api.request<Deposit>({ path: `/deposits/by-transaction/${encodeURIComponent(transactionId)}`, signal });
}
