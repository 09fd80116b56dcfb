import { readSafeToken } from '@drawfront/shared/rules/tokens';
import { isJwtShaped } from './access-token';

/** localStorage key of the refresh token: it outlives the tab so a new tab or visit can restore the session. */
export const REFRESH_TOKEN_KEY = 'df_rt';
/** sessionStorage key of the access token: a reload of this tab restores without a refresh round trip. */
export const ACCESS_TOKEN_KEY = 'df_at';
/** localStorage key of the last user activity (ms), shared by tabs so one busy tab keeps the others signed in. */
export const LAST_ACTIVITY_KEY = 'df_la';

/** Where the session's tokens live between page loads; injectable so the session service is testable without a browser. */
export interface TokenStorage {
  /** The stored refresh token when it passes the storefront §5 token rule, else null (and a bad value is removed). */
  readRefreshToken(): string | null;
  /** The stored access token when it is JWT-shaped, else null. */
  readAccessToken(): string | null;
  /** Stores both tokens; returns false when the refresh token cannot be stored because it breaks the token rule. */
  write(tokens: { accessToken: string; refreshToken: string }): boolean;
  clear(): void;
  readLastActivity(): number | null;
  writeLastActivity(at: number): void;
}

/**
 * Tokens in Web Storage. The refresh token must be opaque ([A-Za-z0-9_-]+): a value that breaks the
 * rule is never written, so what is read back can be trusted to be what the API issued. The access
 * token is a JWT (dots), so it goes to the tab's sessionStorage only, checked by shape on read.
 * Storage can throw (blocked storage, private mode, quota), even when reached; a throw reads as "nothing stored".
 */
export function webTokenStorage(getLocal: () => Storage, getSession: () => Storage): TokenStorage {
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch {
      return fallback;
    }
  };
  return {
    readRefreshToken() {
      const raw = attempt(() => getLocal().getItem(REFRESH_TOKEN_KEY), null);
      const token = readSafeToken(raw);
      if (raw !== null && token === null) attempt(() => getLocal().removeItem(REFRESH_TOKEN_KEY), undefined);
      return token;
    },
    readAccessToken() {
      const raw = attempt(() => getSession().getItem(ACCESS_TOKEN_KEY), null);
      return isJwtShaped(raw) ? raw : null;
    },
    write({ accessToken, refreshToken }) {
      const storable = readSafeToken(refreshToken) !== null;
      attempt(() => {
        if (storable) getLocal().setItem(REFRESH_TOKEN_KEY, refreshToken);
        else getLocal().removeItem(REFRESH_TOKEN_KEY);
        if (isJwtShaped(accessToken)) getSession().setItem(ACCESS_TOKEN_KEY, accessToken);
        else getSession().removeItem(ACCESS_TOKEN_KEY);
      }, undefined);
      return storable;
    },
    clear() {
      attempt(() => {
        getLocal().removeItem(REFRESH_TOKEN_KEY);
        getLocal().removeItem(LAST_ACTIVITY_KEY);
        getSession().removeItem(ACCESS_TOKEN_KEY);
      }, undefined);
    },
    readLastActivity() {
      const value = Number(attempt(() => getLocal().getItem(LAST_ACTIVITY_KEY), null));
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    writeLastActivity(at) {
      attempt(() => getLocal().setItem(LAST_ACTIVITY_KEY, String(at)), undefined);
    },
  };
}
