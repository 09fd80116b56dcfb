const SAFE_TOKEN = /^[A-Za-z0-9_-]+$/;

/** Whether a value read from a cookie or storage is a usable token: letters, digits, hyphen and underscore only (storefront §5). */
export function isSafeToken(value: unknown): value is string {
  return typeof value === 'string' && SAFE_TOKEN.test(value);
}

/** The token when it is safe, else null, so that a tampered cookie is treated as absent rather than sent on. */
export function readSafeToken(value: unknown): string | null {
  return isSafeToken(value) ? value : null;
}
