import { readSafeToken } from '@drawfront/shared/rules/tokens';
import { isJwtShaped } from '../features/session/access-token';
import type { TokenStorage } from '../features/session/token-storage';

/** Token storage in memory, with the same read rules as the web one, so session tests exercise the real rules. */
export function memoryTokenStorage(initial: { refreshToken?: string; accessToken?: string; lastActivity?: number } = {}): TokenStorage & {
  readonly values: { refreshToken: string | null; accessToken: string | null; lastActivity: number | null };
} {
  const values = { refreshToken: initial.refreshToken ?? null, accessToken: initial.accessToken ?? null, lastActivity: initial.lastActivity ?? null };
  return {
    values,
    readRefreshToken: () => readSafeToken(values.refreshToken),
    readAccessToken: () => (isJwtShaped(values.accessToken) ? values.accessToken : null),
    write({ accessToken, refreshToken }) {
      const storable = readSafeToken(refreshToken) !== null;
      values.refreshToken = storable ? refreshToken : null;
      values.accessToken = isJwtShaped(accessToken) ? accessToken : null;
      return storable;
    },
    clear() {
      values.refreshToken = null;
      values.accessToken = null;
      values.lastActivity = null;
    },
    readLastActivity: () => values.lastActivity,
    writeLastActivity(at) {
      values.lastActivity = at;
    },
  };
}
