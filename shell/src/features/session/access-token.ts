import { jwtDecode } from 'jwt-decode';
import type { AccessTokenPayload } from '@drawfront/shared/contract/customer';

/**
 * A JWT's shape: three dot-separated base64url segments. Each segment is held to the storefront §5
 * token alphabet (letters, digits, hyphen, underscore), so a value read back from sessionStorage
 * passes the same rule as every other stored token, with the dots as the only extra character.
 */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Whether `value` looks like a JWT (see JWT_SHAPE); it says nothing about the signature, which only the API can check. */
export function isJwtShaped(value: unknown): value is string {
  return typeof value === 'string' && JWT_SHAPE.test(value);
}

/** The access token's payload, or null when it is not a JWT or has no string `customer_id` (storefront §3). */
export function decodeAccessToken(token: unknown): AccessTokenPayload | null {
  if (!isJwtShaped(token)) return null;
  try {
    const payload = jwtDecode<Partial<AccessTokenPayload>>(token);
    if (typeof payload.customer_id !== 'string' || payload.customer_id === '') return null;
    return { customer_id: payload.customer_id, exp: Number(payload.exp ?? 0), iat: Number(payload.iat ?? 0) };
  } catch {
    return null;
  }
}

/** Whether the token decodes and was issued to `customerId` (storefront §4: new tokens must carry the current customer id). */
export function tokenBelongsTo(token: unknown, customerId: string): boolean {
  return decodeAccessToken(token)?.customer_id === customerId;
}

/** Whether the token's `exp` (seconds) is still `marginMs` or more away; a token without `exp` counts as expired. */
export function isUnexpired(payload: AccessTokenPayload, nowMs: number, marginMs = 30_000): boolean {
  return payload.exp * 1000 - marginMs > nowMs;
}
