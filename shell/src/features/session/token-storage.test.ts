import { ACCESS_TOKEN_KEY, LAST_ACTIVITY_KEY, REFRESH_TOKEN_KEY, webTokenStorage } from './token-storage';
import { buildAccessToken } from '../../testing/session-builders';

describe('webTokenStorage', () => {
  const storage = () => webTokenStorage(() => window.localStorage, () => window.sessionStorage);
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the refresh token in localStorage and the access token in sessionStorage', () => {
    const access = buildAccessToken('c-1');
    expect(storage().write({ accessToken: access, refreshToken: 'rt_ABC-123' })).toBe(true);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('rt_ABC-123');
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe(access);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage().readRefreshToken()).toBe('rt_ABC-123');
    expect(storage().readAccessToken()).toBe(access);
  });

  it('never stores a refresh token that breaks the token rule (a JWT has dots)', () => {
    expect(storage().write({ accessToken: buildAccessToken('c-1'), refreshToken: 'a.b.c' })).toBe(false);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('treats a tampered stored value as absent and removes it', () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'rt"><script>');
    sessionStorage.setItem(ACCESS_TOKEN_KEY, 'not a jwt');
    expect(storage().readRefreshToken()).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(storage().readAccessToken()).toBeNull();
  });

  it('clears tokens and the activity time', () => {
    storage().write({ accessToken: buildAccessToken('c-1'), refreshToken: 'rt1' });
    storage().writeLastActivity(123);
    expect(storage().readLastActivity()).toBe(123);
    storage().clear();
    expect([localStorage.getItem(REFRESH_TOKEN_KEY), localStorage.getItem(LAST_ACTIVITY_KEY), sessionStorage.getItem(ACCESS_TOKEN_KEY)]).toEqual([null, null, null]);
  });

  it('reads "nothing stored" when storage is blocked', () => {
    const blocked = webTokenStorage(
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
    );
    expect(blocked.readRefreshToken()).toBeNull();
    expect(blocked.readAccessToken()).toBeNull();
    expect(() => blocked.write({ accessToken: buildAccessToken('c-1'), refreshToken: 'rt1' })).not.toThrow();
    expect(() => blocked.clear()).not.toThrow();
  });
});
