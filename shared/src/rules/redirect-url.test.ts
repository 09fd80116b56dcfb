import { isSafeRedirectUrl, safeReturnPath } from './redirect-url';

describe('isSafeRedirectUrl', () => {
  it.each(['https://pay.example.com/return?x=1', 'http://localhost:3000/cart', 'HTTPS://EXAMPLE.COM'])('accepts %p', (url) => {
    expect(isSafeRedirectUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://example.com',
    'mailto:a@b.c',
    '',
    '   ',
  ])('rejects %p', (url) => {
    expect(isSafeRedirectUrl(url)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isSafeRedirectUrl(undefined)).toBe(false);
    expect(isSafeRedirectUrl(42)).toBe(false);
  });

  it('resolves relative and protocol-relative URLs against the base', () => {
    expect(isSafeRedirectUrl('/my-account', 'https://shop.example')).toBe(true);
    expect(isSafeRedirectUrl('//other.example/x', 'https://shop.example')).toBe(true);
  });

  it('uses the page address as the default base in a browser', () => {
    expect(isSafeRedirectUrl('/my-account')).toBe(true);
  });

  it('rejects a relative URL that cannot be resolved', () => {
    expect(isSafeRedirectUrl('my-account', 'not a url')).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/my-account', '/my-account'],
    ['/cart?utm_source=x#top', '/cart?utm_source=x#top'],
    ['/', '/'],
    ['/a/../b', '/b'],
  ])('keeps %p as %p', (path, expected) => {
    expect(safeReturnPath(path)).toBe(expected);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'my-account', '', '/\t/evil.example', '/\n/evil.example'])(
    'refuses %p',
    (path) => {
      expect(safeReturnPath(path)).toBeNull();
    },
  );

  it('refuses non-strings', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(['/cart'])).toBeNull();
  });
});
