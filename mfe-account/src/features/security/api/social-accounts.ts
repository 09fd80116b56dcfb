import type { ApiClient } from '@drawfront/shared/api-client/types';

export type LinkableProvider = 'apple' | 'google';

/** A customer's ways to sign in (groups spec §7 "Social authentication: link, list and unlink"). */
export interface SignInMethods {
  hasPassword: boolean;
  accounts: { provider: LinkableProvider; email: string; linkedAt: string }[];
}

export function signInMethods(api: ApiClient, signal?: AbortSignal): Promise<SignInMethods> {
  return api.request({ path: '/customer/social-accounts', signal });
}

/** Where to send the browser to link `provider` (a sensitive call: the shell asks for a code first when two-factor is on). */
export function startLink(api: ApiClient, provider: LinkableProvider): Promise<{ redirectUrl: string }> {
  return api.request({ method: 'POST', path: `/customer/social-accounts/${provider}` });
}

/** Finishes a link with what the provider sent back to this page. */
export function finishLink(api: ApiClient, query: { state: string; code?: string; error?: string }): Promise<SignInMethods> {
  return api.request({ method: 'POST', path: '/customer/social-accounts/callback', body: query });
}

export function unlink(api: ApiClient, provider: LinkableProvider): Promise<SignInMethods> {
  return api.request({ method: 'DELETE', path: `/customer/social-accounts/${provider}` });
}
