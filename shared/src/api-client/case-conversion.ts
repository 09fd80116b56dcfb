/**
 * Keys whose values are maps keyed by ids (reason ids, field names, preference ids, free-form
 * metadata), not by property names: their subtree is sent and read back untouched, because
 * converting `spend_limit` to `spendLimit` would change the id.
 */
export const MAP_VALUED_KEYS: ReadonlySet<string> = new Set(['blockedReasons', 'errors', 'preferences', 'metadata']);

/** camelCase (or PascalCase, or acronyms such as checkoutID) to snake_case: "numDraws" → "num_draws". */
export function toSnakeCaseKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** snake_case to camelCase: "access_token" → "accessToken"; a leading underscore is kept. */
export function toCamelCaseKey(key: string): string {
  // No lookbehind: Safari before 16.4 fails to parse the whole bundle on one.
  return key.replace(/_+([A-Za-z0-9])/g, (match: string, next: string, offset: number) => (offset === 0 ? match : next.toUpperCase()));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  // Dates, Blobs, FormData and the like are values, not records.
  if (!isPlainObject(value)) return value;
  const converted: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const newKey = convert(key);
    converted[newKey] = MAP_VALUED_KEYS.has(toCamelCaseKey(key)) ? item : convertKeys(item, convert);
  }
  return converted;
}

/** Deep copy with snake_case keys, for request bodies (map-valued keys keep their entries as they are). */
export function snakeKeys(value: unknown): unknown {
  return convertKeys(value, toSnakeCaseKey);
}

/** Deep copy with camelCase keys, for responses (map-valued keys keep their entries as they are). */
export function camelKeys(value: unknown): unknown {
  return convertKeys(value, toCamelCaseKey);
}
