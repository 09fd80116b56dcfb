import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult, SignupRequest } from '@drawfront/shared/contract/customer';

/** `POST /signup`: the API creates the account and signs the customer in. Never refreshed-and-retried (no session yet). */
export function signup(api: ApiClient, body: SignupRequest): Promise<LoginResult> {
  return api.request<LoginResult>({ method: 'POST', path: '/signup', body, skipAuthRefresh: true });
}

/** `POST /check-email`: whether an account already uses this address. */
export async function emailExists(api: ApiClient, email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.request<{ exists?: unknown }>({ method: 'POST', path: '/check-email', body: { email }, skipAuthRefresh: true, signal });
  return answer?.exists === true;
}
