import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Customer } from '@drawfront/shared/contract/customer';

/** `POST /precommitment` with the amount as typed dollars ("50.00"); answers the updated customer. */
export function setPreCommitment(api: ApiClient, limit: string): Promise<Customer> {
  return api.request<Customer>({ method: 'POST', path: '/precommitment', body: { limit } });
}

/** `DELETE /precommitment`; answers the updated customer. */
export function removePreCommitment(api: ApiClient): Promise<Customer> {
  return api.request<Customer>({ method: 'DELETE', path: '/precommitment' });
}
