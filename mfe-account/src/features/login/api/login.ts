import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { LoginCredentials } from '../model/validate-login';

/** `POST /login`. Never refreshed-and-retried: a 401 here means wrong details, not an expired token (storefront §7). */
export function login(api: ApiClient, { email, password }: LoginCredentials): Promise<LoginResult> {
  return api.request<LoginResult>({ method: 'POST', path: '/login', body: { email: email.trim(), password }, skipAuthRefresh: true });
}
