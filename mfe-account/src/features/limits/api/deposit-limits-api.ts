import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { DepositLimits } from '@drawfront/shared/contract/deposit-limits';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';

/** `GET /deposit-limits`. */
export function fetchDepositLimits(api: ApiClient, signal?: AbortSignal): Promise<DepositLimits> {
  return api.request<DepositLimits>({ path: '/deposit-limits', signal });
}

/** `PUT /deposit-limits/{period}` with the amount as typed ("50.00"); the answer is every limit after the change. */
export function setDepositLimit(api: ApiClient, period: SpendLimitPeriod, limit: string): Promise<DepositLimits> {
  return api.request<DepositLimits>({ method: 'PUT', path: `/deposit-limits/${encodeURIComponent(period)}`, body: { limit } });
}

/** `DELETE /deposit-limits/{id}`; a removal waits out the cooling-off period. */
export function removeDepositLimit(api: ApiClient, id: string): Promise<DepositLimits> {
  return api.request<DepositLimits>({ method: 'DELETE', path: `/deposit-limits/${encodeURIComponent(id)}` });
}
