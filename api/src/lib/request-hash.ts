import { createHash } from 'node:crypto';

/** Key order does not change a JSON value's meaning, so it must not change its hash. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** The fingerprint an Idempotency-Key is bound to: the same call with the same body, whatever its key order. */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256').update(JSON.stringify([scope, canonical(body)])).digest('hex');
}
