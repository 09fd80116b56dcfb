import { createHmac } from 'node:crypto';
import type { ProductOffer, ProductOffersResponse } from '@drawfront/shared/contract/catalogue';
import { E2E_API_URL } from './platform-urls';

interface CurrentSite {
  key: string;
  appKey: string;
  signingSecret: string;
}

/** A signed GET on the main API, as the browser's API client sends it. */
export async function signedGet<T>(path: string, site = 'drawfront'): Promise<T> {
  const current = (await (await fetch(`${E2E_API_URL}/platform/sites/current`, { headers: { 'X-Drawfront-Site': site } })).json()) as CurrentSite;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', current.signingSecret).update(`${current.appKey}:${timestamp}:`).digest('hex');
  const response = await fetch(`${E2E_API_URL}/v2${path}`, {
    headers: { 'X-Drawfront-Site': site, 'X-App-Key': current.appKey, 'X-Timestamp': timestamp, 'X-Signature': signature, 'X-Api-Version': '3.9' },
  });
  if (!response.ok) throw new Error(`GET /v2${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function productOffers(site = 'drawfront'): Promise<ProductOffer[]> {
  return (await signedGet<ProductOffersResponse>('/pricing/default/product_offers', site)).offers;
}

/** Publishes artifact metadata directly (for artifacts that are deliberately broken: missing or tampered). */
export async function publishArtifact(remote: string, body: Record<string, string>): Promise<void> {
  const response = await fetch(`${E2E_API_URL}/platform/remotes/${remote}/versions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer dev-ops-token', 'X-Ops-Actor': 'e2e' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`publishing ${remote} ${body.version} answered ${response.status}: ${await response.text()}`);
}

/** Signs a new customer up through the API (a fresh wallet at $0.00), for journeys that must not share balances. */
export async function signUpCustomer(site = 'drawfront'): Promise<{ email: string; password: string }> {
  const current = (await (await fetch(`${E2E_API_URL}/platform/sites/current`, { headers: { 'X-Drawfront-Site': site } })).json()) as CurrentSite;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', current.signingSecret).update(`${current.appKey}:${timestamp}:`).digest('hex');
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@drawfront.example`;
  const password = 'Password123';
  const response = await fetch(`${E2E_API_URL}/v2/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Drawfront-Site': site, 'X-App-Key': current.appKey, 'X-Timestamp': timestamp, 'X-Signature': signature },
    body: JSON.stringify({ email, password, firstname: 'Casey', lastname: 'Tester', date_of_birth: '1990-05-17', state: 'VIC', accept_terms: true, email_opt_in: false }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
  return { email, password };
}

/** Development only: the numbers an offer's next draw will produce (`/platform/…/draw/rehearsal`, ops token). */
export async function rehearseNextDraw(site: string, offer: string): Promise<{ drawNo: number; numbers: { numbers?: number[]; supplementary?: number[]; powerball?: number[] } }> {
  const response = await fetch(`${E2E_API_URL}/platform/sites/${site}/offers/${offer}/draw/rehearsal`, { headers: { Authorization: 'Bearer dev-ops-token', 'X-Ops-Actor': 'e2e' } });
  if (!response.ok) throw new Error(`rehearsing ${site} ${offer} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { drawNo: number; numbers: { numbers?: number[]; powerball?: number[] } };
}
