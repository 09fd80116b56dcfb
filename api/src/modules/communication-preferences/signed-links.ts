import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SiteRecord } from '../sites/site-record';
import { sitePath } from '../customer-details/site-links';

/**
 * The signature on a customer's preferences and unsubscribe links (`/communication-preferences/{id}` and
 * `/unsubscribe/{customerId}/{productOfferKey?}`, reached from email without signing in): an HMAC-SHA256 of the
 * customer id under the server's secret, so a link works for its customer only and an id typed by hand does not.
 * It does not expire: an unsubscribe link in an old mail must still work (as mail law expects).
 */
export function preferencesSignature(secret: string, customerId: string): string {
  return createHmac('sha256', secret).update(`communication-preferences:${customerId}`).digest('base64url');
}

export function signatureValid(secret: string, customerId: string, signature: string): boolean {
  const expected = Buffer.from(preferencesSignature(secret, customerId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signed links a mail to the customer carries: manage preferences, and unsubscribe (from one offer's mail when given). */
export function preferencesLinks(secret: string, site: Pick<SiteRecord, 'routeOverrides'>, origin: string, customerId: string, productOfferKey?: string) {
  const query = { signature: preferencesSignature(secret, customerId) };
  return {
    preferences: `${origin}${sitePath(site, 'communication-preferences-link', { id: customerId }, query)}`,
    unsubscribe: `${origin}${sitePath(site, 'unsubscribe', { customerId, productOfferKey }, query)}`,
  };
}
