import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ConfirmResult, CustomerDetails, UpdateDetailsRequest } from '@drawfront/shared/contract/customer-details';
import type { ConfirmationKind } from '@drawfront/shared/rules/confirmation-banner';

/** `GET /customer/details`. */
export function fetchDetails(api: ApiClient, signal?: AbortSignal): Promise<CustomerDetails> {
  return api.request<CustomerDetails>({ path: '/customer/details', signal });
}

/** `POST /customer/details`: behind step-up (the client's 403 REQUIRED handling asks for a code and retries once). */
export function updateDetails(api: ApiClient, request: UpdateDetailsRequest): Promise<CustomerDetails> {
  return api.request<CustomerDetails>({ method: 'POST', path: '/customer/details', body: request });
}

/** `PATCH /customer/confirm-address` or `/customer/confirm-email-address` with the token of the mailed link. */
export function confirmWithToken(api: ApiClient, kind: ConfirmationKind, token: string): Promise<ConfirmResult> {
  return api.request<ConfirmResult>({ method: 'PATCH', path: kind === 'address' ? '/customer/confirm-address' : '/customer/confirm-email-address', body: { token } });
}
