import type { ApiClient } from '@drawfront/shared/api-client/types';
import type {
  Autoplay, AutoplayList, CombinedRecurringPurchaseList, PaymentResolutionList, RecurringFundKind, RecurringPurchaseMethods, RecurringStatusChange, ScheduledPurchase,
  SubscriptionList,
} from '@drawfront/shared/contract/recurring';
import { ACCOUNT_PAGE_SIZE, pageOffset } from '../../../lib/page-number';

/** Autoplay calls and payment resolutions are API v3.3 (storefront §7, §9). */
const V33 = '3.3';

export type RecurringKind = 'autoplay' | 'subscription';

export interface RecurringPage {
  records: Autoplay[];
  pageInfo: AutoplayList['pageInfo'];
}

/** `GET /autoplay` or `GET /subscriptions`, one page. */
export async function fetchRecurringPage(api: ApiClient, kind: RecurringKind, page: number, signal?: AbortSignal): Promise<RecurringPage> {
  const query = { limit: ACCOUNT_PAGE_SIZE, offset: pageOffset(page) };
  if (kind === 'autoplay') {
    const list = await api.request<AutoplayList>({ path: '/autoplay', query, version: V33, signal });
    return { records: list.autoplays, pageInfo: list.pageInfo };
  }
  const list = await api.request<SubscriptionList>({ path: '/subscriptions', query, signal });
  return { records: list.subscriptions, pageInfo: list.pageInfo };
}

/** `GET /autoplay/{id}` (v3.3) or `GET /subscriptions/{id}`: one record; the API answers 404 for another customer's or an unknown id. */
export function fetchRecurring(api: ApiClient, kind: RecurringKind, id: string, signal?: AbortSignal): Promise<Autoplay> {
  if (kind === 'autoplay') return api.request<Autoplay>({ path: `/autoplay/${encodeURIComponent(id)}`, version: V33, signal });
  return api.request<Autoplay>({ path: `/subscriptions/${encodeURIComponent(id)}`, signal });
}

/** `GET /recurring_purchases`, one page of the combined list. */
export function fetchCombinedPage(api: ApiClient, page: number, signal?: AbortSignal): Promise<CombinedRecurringPurchaseList> {
  return api.request<CombinedRecurringPurchaseList>({ path: '/recurring_purchases', query: { limit: ACCOUNT_PAGE_SIZE, offset: pageOffset(page) }, signal });
}

/** `GET /payment_resolutions` (v3.3): hard failures waiting for the customer. */
export function fetchPaymentResolutions(api: ApiClient, signal?: AbortSignal): Promise<PaymentResolutionList> {
  return api.request<PaymentResolutionList>({ path: '/payment_resolutions', version: V33, signal });
}

/** `PATCH /autoplays/{id}/status` or `/subscriptions/{id}/status`: pause, timed pause, unpause, cancel. */
export function changeStatus(api: ApiClient, kind: RecurringKind, id: string, change: RecurringStatusChange): Promise<Autoplay> {
  const base = kind === 'autoplay' ? '/autoplays' : '/subscriptions';
  return api.request<Autoplay>({ method: 'PATCH', path: `${base}/${encodeURIComponent(id)}/status`, body: change, version: V33 });
}

/** `POST /autoplay/{id}/set-minimum-jackpot` (form): 0 removes the minimum. */
export function setMinimumJackpot(api: ApiClient, id: string, minimumJackpotAmount: number): Promise<Autoplay> {
  return api.request<Autoplay>({ method: 'POST', path: `/autoplay/${encodeURIComponent(id)}/set-minimum-jackpot`, body: { minimumJackpotAmount }, form: true, version: V33 });
}

/** `PATCH /subscriptions/{id}` with the tickets each draw. */
export function setSubscriptionTickets(api: ApiClient, id: string, numGames: number): Promise<Autoplay> {
  return api.request<Autoplay>({ method: 'PATCH', path: `/subscriptions/${encodeURIComponent(id)}`, body: { numGames } });
}

/** `GET /scheduled-purchases/{id}`. */
export function fetchScheduledPurchase(api: ApiClient, id: string, signal?: AbortSignal): Promise<ScheduledPurchase> {
  return api.request<ScheduledPurchase>({ path: `/scheduled-purchases/${encodeURIComponent(id)}`, signal });
}

/** `PATCH /scheduled-purchases/{id}/cancel`. */
export function cancelScheduledPurchase(api: ApiClient, id: string): Promise<ScheduledPurchase> {
  return api.request<ScheduledPurchase>({ method: 'PATCH', path: `/scheduled-purchases/${encodeURIComponent(id)}/cancel` });
}

/** `GET /customer/recurring-purchase-method` (groups spec §7). */
export function fetchRecurringMethods(api: ApiClient, signal?: AbortSignal): Promise<RecurringPurchaseMethods> {
  return api.request<RecurringPurchaseMethods>({ path: '/customer/recurring-purchase-method', signal });
}

/** `POST /customer/recurring-purchase-method?recurring_purchase_method=…`: every live autoplay and subscription is charged from it. */
export function setRecurringMethod(api: ApiClient, method: RecurringFundKind): Promise<RecurringPurchaseMethods> {
  return api.request<RecurringPurchaseMethods>({ method: 'POST', path: '/customer/recurring-purchase-method', query: { recurring_purchase_method: method } });
}
