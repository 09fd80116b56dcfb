import { readSafeToken } from '@drawfront/shared/rules/tokens';
import { readCookie, writeCookie } from './cookies';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function randomId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** Stable anonymous visitor id (cookie, about 365 days): buckets canary releases and identifies the device. */
export function visitorId(): string {
  const existing = readSafeToken(readCookie('df_vid'));
  if (existing) return existing;
  const id = randomId();
  writeCookie('df_vid', id, YEAR_SECONDS);
  return id;
}

/** Per-tab session id sent as X-Session-Id. */
export function browserSessionId(): string {
  const existing = readSafeToken(sessionStorage.getItem('df_sid'));
  if (existing) return existing;
  const id = randomId();
  sessionStorage.setItem('df_sid', id);
  return id;
}
