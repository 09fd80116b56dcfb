import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useCustomer } from '@drawfront/shared/data/use-customer';

/** The customer (`GET /customer` carries the weekly pre-commitment limit and what has been spent against it); the page shows each write's answer with `replace`. */
export function usePreCommitment(api: ApiClient) {
  return useCustomer(api);
}
