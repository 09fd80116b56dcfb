import { useCallback } from 'react';
import type { ApiClient } from '../api-client/types';
import type { Customer } from '../contract/customer';
import type { QueryClient } from './query-client';
import { MONEY_MOVED, QUERY_KEYS } from './query-defaults';
import { readQuery } from './read-query';
import type { QueryDefinition } from './read-query';
import { useQuery } from './use-query';
import type { QueryOptions } from './use-query';
import type { Resource } from './use-resource';

/** `GET /customer`: the signed-in customer's record (balance, limits, verification, break). */
export function fetchCustomer(api: ApiClient, signal?: AbortSignal): Promise<Customer> {
  return api.request<Customer>({ path: '/customer', signal });
}

/** The customer's read under its key, for combined reads (`readQuery`). */
export function customerQuery(api: ApiClient): QueryDefinition<Customer> {
  return { key: QUERY_KEYS.customer, load: (signal) => fetchCustomer(api, signal) };
}

/**
 * The signed-in customer, under the `['customer']` key: every page and the header share one read, and a
 * write that changes the record (a purchase, a deposit, a break, a verification) invalidates it.
 */
export function useCustomer(api: ApiClient, options?: QueryOptions): Resource<Customer> {
  const load = useCallback((signal: AbortSignal) => fetchCustomer(api, signal), [api]);
  return useQuery(QUERY_KEYS.customer, load, options);
}

/**
 * Money moved without a mutation of this page (a deposit the bank settled, a withdrawal cancelled on its
 * own page): invalidates what moving money changes, so the shell reads the customer again and announces
 * the balance, and reads the customer here through that same request.
 */
export function readCustomerAfterMoneyMoved(queries: QueryClient | null | undefined, api: ApiClient, signal?: AbortSignal): Promise<Customer> {
  for (const key of MONEY_MOVED) queries?.invalidate(key);
  return readQuery(queries, customerQuery(api), signal);
}
