import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { EventBus } from '@drawfront/shared/bus/event-bus';

/** The analytics id cookie: non-essential, so set only with consent, and removed when consent is withdrawn. */
export const ANALYTICS_ID_COOKIE = 'df_aid';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

type Flat = string | number | boolean | null;

/** Event properties as the events service takes them: flat values, at most 20. */
function flatten(properties: Record<string, unknown>): Record<string, Flat> {
  const out: Record<string, Flat> = {};
  for (const [key, value] of Object.entries(properties).slice(0, 20)) {
    out[key] = value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value);
  }
  return out;
}

function ensureAnalyticsId(): void {
  if (document.cookie.split(';').some((part) => part.trim().startsWith(`${ANALYTICS_ID_COOKIE}=`))) return;
  const id = crypto.randomUUID().replace(/-/g, '');
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ANALYTICS_ID_COOKIE}=${id}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** Whether the visitor consented to non-essential cookies (the consent feature's answer, passed in by the app). */
export type HasConsent = () => boolean;

/** Sends one analytics event to the events service, only when the visitor consented to non-essential cookies. */
export function sendAnalyticsEvent(api: ApiClient, consented: HasConsent, eventType: 'page' | 'track', name: string, properties: Record<string, unknown>): void {
  if (!consented()) return;
  ensureAnalyticsId();
  const safeName = name.toLowerCase().replace(/[^a-z0-9_./-]/g, '_').slice(0, 80);
  // Analytics never disturbs the page: a failed send is dropped.
  api.request({ service: 'events', method: 'POST', path: '/event', body: { eventType, name: safeName, properties: flatten(properties) }, noSitewideError: true }).catch(() => undefined);
}

/** Forwards the bus's `analytics/track` events to the events service (with consent). Returns the unsubscribe. */
export function startAnalytics(bus: EventBus, api: ApiClient, consented: HasConsent): () => void {
  const subscription = bus.on('analytics/track').subscribe((event) => sendAnalyticsEvent(api, consented, 'track', event.name, event.properties));
  return () => subscription.unsubscribe();
}
