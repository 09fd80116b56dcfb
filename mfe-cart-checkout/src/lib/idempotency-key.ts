/**
 * A new idempotency key (a v4 UUID) for one checkout attempt. `crypto.randomUUID` exists only in
 * secure contexts, so a page served over plain http (a LAN test device) builds one from random bytes.
 */
export function newIdempotencyKey(cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key `useSubmitOnce` hands a money-moving call. It always gives one when the form has
 * `idempotency`; a call without one would risk charging twice, so it is refused rather than sent.
 */
export function requireIdempotencyKey(key: string | null, call: string): string {
  if (key === null) throw new Error(`${call} needs an idempotency key: give its form the idempotency option`);
  return key;
}
