import { createHmac, webcrypto } from 'node:crypto';
import { createSigner, signatureMessage } from './signature';

// jsdom has no crypto.subtle; the browser and Node share the Web Crypto API, so Node's stands in.
beforeAll(() => {
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});

describe('signatureMessage', () => {
  it('joins app key, timestamp and token with colons', () => {
    expect(signatureMessage('web-app', '1750000000', 'tok')).toBe('web-app:1750000000:tok');
  });

  it('leaves the token empty when signed out', () => {
    expect(signatureMessage('web-app', '1750000000', null)).toBe('web-app:1750000000:');
  });
});

describe('createSigner', () => {
  it('matches the RFC 4231 HMAC-SHA256 test vector', async () => {
    const sign = createSigner('Jefe');
    await expect(sign('what do ya want for nothing?')).resolves.toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('agrees with Node crypto and reuses its key', async () => {
    const sign = createSigner('s3cret');
    for (const message of ['web-app:1750000000:', 'web-app:1750000001:eyJhbGciOi.x.y']) {
      await expect(sign(message)).resolves.toBe(createHmac('sha256', 's3cret').update(message).digest('hex'));
    }
  });
});
