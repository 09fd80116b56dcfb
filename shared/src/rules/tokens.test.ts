import { isSafeToken, readSafeToken } from './tokens';

describe('isSafeToken', () => {
  it.each(['abc', 'ABC-123_x', '550e8400-e29b-41d4-a716-446655440000', '_', '-'])('accepts %p', (value) => {
    expect(isSafeToken(value)).toBe(true);
  });

  it.each(['', 'a b', 'a.b', 'a=b', 'a;b', '<script>', 'tok\n', 'é', 'a/b', 'a+b'])('rejects %p', (value) => {
    expect(isSafeToken(value)).toBe(false);
  });

  it.each([null, undefined, 42, {}, ['abc']])('rejects the non-string %p', (value) => {
    expect(isSafeToken(value)).toBe(false);
  });
});

describe('readSafeToken', () => {
  it('returns a safe token', () => {
    expect(readSafeToken('cart_123-ABC')).toBe('cart_123-ABC');
  });

  it('treats an unsafe or missing value as absent', () => {
    expect(readSafeToken('abc;path=/')).toBeNull();
    expect(readSafeToken(undefined)).toBeNull();
    expect(readSafeToken('')).toBeNull();
  });
});
