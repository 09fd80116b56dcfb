import { seededRandomBytes, TEST_SECRET } from './payment-builders';
import { createTokenSealer } from './sealed-token';

describe('createTokenSealer', () => {
  const sealer = () => createTokenSealer(TEST_SECRET, seededRandomBytes(), 'tok');

  it('round-trips a payload through an opaque token', () => {
    const tokens = sealer();
    const token = tokens.seal({ b: 'visa', l: '4242', p: 'succeed' });
    expect(token).toMatch(/^tok_[A-Za-z0-9_-]+$/);
    expect(token).not.toMatch(/visa|4242|succeed/);
    expect(Buffer.from(token.slice(4), 'base64url').toString('latin1')).not.toMatch(/visa|4242|succeed/);
    expect(tokens.open(token)).toEqual({ b: 'visa', l: '4242', p: 'succeed' });
  });

  it('is deterministic for a given random source and differs per seal', () => {
    const first = sealer().seal({ a: 1 });
    expect(sealer().seal({ a: 1 })).toBe(first);
    const tokens = sealer();
    expect(tokens.seal({ a: 1 })).not.toBe(tokens.seal({ a: 1 }));
  });

  it('refuses a token that was tampered with', () => {
    const tokens = sealer();
    const token = tokens.seal({ p: 'succeed' });
    const raw = Buffer.from(token.slice(4), 'base64url');
    raw[raw.length - 20] = (raw[raw.length - 20] ?? 0) ^ 1;
    expect(tokens.open(`tok_${raw.toString('base64url')}`)).toBeNull();
  });

  it('refuses a token sealed with another secret or prefix', () => {
    const token = sealer().seal({ p: 'succeed' });
    expect(createTokenSealer('another-secret-0123456789', seededRandomBytes(), 'tok').open(token)).toBeNull();
    expect(createTokenSealer(TEST_SECRET, seededRandomBytes(), 'pm').open(token.replace('tok_', 'pm_'))).toBeNull();
  });

  it.each([undefined, 42, '', 'tok_', 'tok_!!', 'tok_AAAA', `tok_${'A'.repeat(2000)}`, 'card_abc'])('refuses %p', (token) => {
    expect(sealer().open(token)).toBeNull();
  });
});
