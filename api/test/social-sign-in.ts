// Drives the test identity provider as a browser would: start, the consent page, the decision, back to our callback.
import type { TestContext } from './helper';

export interface ProviderReturn {
  code?: string;
  state: string;
  error?: string;
}

/** The query of a provider URL as a record (what the consent page carries in its hidden fields). */
export const queryOf = (url: string): Record<string, string> => Object.fromEntries(new URL(url, 'http://local').searchParams);

/** Opens the consent page of `redirectUrl`, answers it as `email` with `decision`, and reads where the browser is sent back. */
export async function consent(t: TestContext, redirectUrl: string, email: string, decision: 'allow' | 'deny' = 'allow'): Promise<ProviderReturn> {
  const page = await t.inject({ method: 'GET', url: redirectUrl });
  if (page.statusCode !== 200) throw new Error(`consent page: ${page.statusCode} ${page.body}`);
  const form = new URLSearchParams({ ...queryOf(redirectUrl), email, decision }).toString();
  const answer = await t.inject({ method: 'POST', url: '/test-idp/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
  if (answer.statusCode !== 303) throw new Error(`decision: ${answer.statusCode} ${answer.body}`);
  const back = queryOf(String(answer.headers.location));
  return { code: back.code, state: back.state ?? '', error: back.error };
}

/** Starts a sign-in with `provider` on drawfront and answers the provider as `email`. */
export async function signInAt(t: TestContext, provider: 'google' | 'apple', email: string, decision: 'allow' | 'deny' = 'allow'): Promise<ProviderReturn> {
  const started = await t.inject({ method: 'POST', url: `/v2/social-auth/${provider}/start`, sign: 'drawfront', payload: { return_to: '/my-account' } });
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  return consent(t, (started.json() as { redirectUrl: string }).redirectUrl, email, decision);
}
