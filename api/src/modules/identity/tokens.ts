import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes; the client refreshes them with the refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token unused for 30 days expires (the longest a sign-in may idle, whatever the session timeout). */
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;

/**
 * When a refresh token issued at `at` expires: after the session timeout (groups spec §9, "Session timeout default
 * 3600 s"), so a sign-in nobody used for that long ends; every rotation starts the timeout again.
 */
export function refreshTokenExpiry(at: Date, sessionTimeoutSeconds: number | undefined): Date {
  const ttl = sessionTimeoutSeconds === undefined ? REFRESH_TOKEN_TTL_MS : Math.min(sessionTimeoutSeconds * 1000, REFRESH_TOKEN_TTL_MS);
  return new Date(at.getTime() + ttl);
}

/** What an access token carries: the spec's `customer_id`, plus the sign-in (refresh family) and site it belongs to. */
export interface AccessClaims {
  customerId: string;
  familyId: string;
  siteKey: string;
}

/** An authenticated request's customer: the token's claims, and the currency their money is kept in (read with the sign-in's standing, not signed into the token). */
export interface SignedIn extends AccessClaims {
  currency: string;
}

/** Signs an HS256 JWT whose payload carries `customer_id` (storefront §3 "Customer session"). */
export async function signAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ customer_id: claims.customerId, sid: claims.familyId, site: claims.siteKey })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

/** The claims of a valid, unexpired access token; throws a message saying why it is not. */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<AccessClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'], currentDate: now }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new Error(code === 'ERR_JWT_EXPIRED' ? 'the access token has expired' : 'the access token is not valid', { cause: error });
  }
  const { customer_id: customerId, sid, site } = payload;
  if (typeof customerId !== 'string' || typeof sid !== 'string' || typeof site !== 'string') throw new Error('the access token is not valid');
  return { customerId, familyId: sid, siteKey: site };
}

/** A new refresh token: 256 random bits, URL-safe ([A-Za-z0-9_-], spec §5 token format). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a refresh token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
