/** `first_draw_no` → `firstDrawNo`; keys that are not snake_case pass through unchanged. */
export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

// Keys that would change an object's prototype if assigned; they never name a field.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deep copy of a JSON value with every object key in camelCase (request bodies arrive in snake_case). */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    out[snakeToCamel(key)] = camelizeKeys(inner);
  }
  return out;
}
