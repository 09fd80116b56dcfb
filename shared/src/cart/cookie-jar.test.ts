import { documentCookieJar } from './cookie-jar';

describe('documentCookieJar', () => {
  it('writes site-wide cookies with a max age in days, reads them back and removes them', () => {
    const writes: string[] = [];
    let jar = 'other=1; df_cart=tok_1';
    const doc = {
      location: { protocol: 'https:' },
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        writes.push(value);
      },
    } as unknown as Document;
    const cookies = documentCookieJar(doc);
    expect(cookies.get('df_cart')).toBe('tok_1');
    expect(cookies.get('missing')).toBeNull();
    cookies.set('df_aff', 'p 7', { maxAgeDays: 14 });
    cookies.remove('df_cart');
    expect(writes).toEqual(['df_aff=p%207; Max-Age=1209600; Path=/; SameSite=Lax; Secure', 'df_cart=; Max-Age=0; Path=/; SameSite=Lax; Secure']);
    jar = 'df_cart=%E0%A4%A';
    expect(cookies.get('df_cart')).toBeNull();
  });

  it('round-trips through the real document cookie', () => {
    const cookies = documentCookieJar();
    cookies.set('df_test', 'abc', { maxAgeDays: 1 });
    expect(cookies.get('df_test')).toBe('abc');
    cookies.remove('df_test');
    expect(cookies.get('df_test')).toBeNull();
  });
});
