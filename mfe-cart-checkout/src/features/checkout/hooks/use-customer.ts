import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Customer } from '@drawfront/shared/contract/customer';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchCustomer } from '../api/purchase';

/** The signed-in customer (the wallet balance checkout pays from). */
export function useCustomer(api: ApiClient): Resource<Customer> {
  const load = useCallback((signal: AbortSignal) => fetchCustomer(api, signal), [api]);
  return useResource(load);
}
