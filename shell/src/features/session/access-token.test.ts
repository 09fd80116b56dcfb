import { decodeAccessToken, isJwtShaped, isUnexpired, tokenBelongsTo } from './access-token';
import { buildAccessToken } from '../../testing/session-builders';

describe('access token checks', () => {
  it('accepts three base64url segments only', () => {
    expect(isJwtShaped(buildAccessToken('c-1'))).toBe(true);
    expect(isJwtShaped('opaque-token')).toBe(false);
    expect(isJwtShaped('a.b')).toBe(false);
    expect(isJwtShaped('a.b.c;d')).toBe(false);
    expect(isJwtShaped('a.b.c\n')).toBe(false);
    expect(isJwtShaped(42)).toBe(false);
  });

  it('decodes the customer id and expiry', () => {
    const token = buildAccessToken('c-7', { nowMs: 1_000_000_000_000, expiresInS: 60 });
    expect(decodeAccessToken(token)).toEqual({ customer_id: 'c-7', iat: 1_000_000_000, exp: 1_000_000_060 });
  });

  it('refuses a token that does not decode or carries no customer_id', () => {
    expect(decodeAccessToken('aaa.bbb.ccc')).toBeNull();
    const noCustomer = `${btoa('{}')}.${btoa(JSON.stringify({ sub: 'c-1' })).replace(/=+$/, '')}.sig`;
    expect(decodeAccessToken(noCustomer)).toBeNull();
  });

  it('matches the token to one customer', () => {
    const token = buildAccessToken('c-1');
    expect(tokenBelongsTo(token, 'c-1')).toBe(true);
    expect(tokenBelongsTo(token, 'c-2')).toBe(false);
    expect(tokenBelongsTo('garbage', 'c-1')).toBe(false);
  });

  it('treats a token within 30 s of its expiry as expired', () => {
    const now = 1_000_000_000_000;
    expect(isUnexpired({ customer_id: 'c', iat: 0, exp: now / 1000 + 31 }, now)).toBe(true);
    expect(isUnexpired({ customer_id: 'c', iat: 0, exp: now / 1000 + 30 }, now)).toBe(false);
  });
});
