import { useCallback } from 'react';
import type { ApiClient } from '../api-client/types';
import type { Customer } from '../contract/customer';
import { QUERY_KEYS } from './query-defaults';
import { useQuery } from './use-query';
import type { QueryOptions } from './use-query';
import type { Resource } from './use-resource';

/** `GET /customer`: the signed-in customer's record (balance, limits, verification, break). */
export function fetchCustomer(api: ApiClient, signal?: AbortSignal): Promise<Customer> {
  return api.request<Customer>({ path: '/customer', signal });
}

/**
 * The signed-in customer, under the `['customer']` key: every page and the header share one read, and a
 * write that changes the record (a purchase, a deposit, a break, a verification) invalidates it.
 */
export function useCustomer(api: ApiClient, options?: QueryOptions): Resource<Customer> {
  const load = useCallback((signal: AbortSignal) => fetchCustomer(api, signal), [api]);
  return useQuery(QUERY_KEYS.customer, load, options);
}
