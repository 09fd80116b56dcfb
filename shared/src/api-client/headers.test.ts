import { buildHeaders, newRequestId, type HeaderValues } from './headers';

const values: HeaderValues = {
  appKey: 'k',
  timestamp: '1',
  signature: 'sig',
  version: '3.0',
  sessionId: 's',
  subVariant: 'AU',
  deviceId: 'd',
  requestId: 'r',
  site: 'demo',
  accessToken: null,
  customerId: null,
  contentType: null,
};

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('buildHeaders', () => {
  it('leaves out sign-in, Content-Type and idempotency headers when they do not apply', () => {
    expect(Object.keys(buildHeaders(values)).sort()).toEqual(
      ['X-Api-Version', 'X-App-Key', 'X-Device-Id', 'X-Drawfront-Site', 'X-Request-Id', 'X-Session-Id', 'X-Signature', 'X-Sub-Variant', 'X-Timestamp'].sort(),
    );
  });

  it('adds them when they do', () => {
    expect(buildHeaders({ ...values, accessToken: 'a', customerId: 'c', contentType: 'application/json', idempotencyKey: 'i' })).toMatchObject({
      Authorization: 'Bearer a',
      'X-Customer-Id': 'c',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'i',
    });
  });
});

describe('newRequestId', () => {
  it('is a UUID v4', () => {
    expect(newRequestId()).toMatch(UUID_V4);
  });

  it('builds one from random bytes where randomUUID is missing', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 20 }, () => newRequestId()));
      expect(ids.size).toBe(20);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
