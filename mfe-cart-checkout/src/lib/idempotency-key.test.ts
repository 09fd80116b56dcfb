import { webcrypto } from 'node:crypto';
import { newIdempotencyKey, requireIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID when the page has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => '00000000-0000-4000-8000-000000000001', getRandomValues: (a) => a })).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('builds a v4 UUID from random bytes outside a secure context, different each time', () => {
    const insecure = { getRandomValues: ((array: Uint8Array) => webcrypto.getRandomValues(array)) as unknown as Crypto['getRandomValues'] };
    const a = newIdempotencyKey(insecure);
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey(insecure)).not.toBe(a);
  });

  it('refuses to send a money-moving call without its key', () => {
    expect(requireIdempotencyKey('key-1', 'POST /cart/purchase')).toBe('key-1');
    expect(() => requireIdempotencyKey(null, 'POST /cart/purchase')).toThrow('POST /cart/purchase needs an idempotency key');
  });
});
