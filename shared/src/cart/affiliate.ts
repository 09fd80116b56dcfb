import { readSafeToken } from '../rules/tokens';
import type { CookieJar } from './cookie-jar';

/** URL parameter that carries an affiliate code (storefront §4 "Adding to cart"). */
export const AFFILIATE_PARAM = 'aff';
/** Cookie that keeps the affiliate code until the next add to cart. */
export const AFFILIATE_COOKIE = 'df_aff';
/** Affiliate and anonymous-cart cookies live 14 days (storefront §9). */
export const CART_COOKIE_DAYS = 14;

/** Stores the `aff` parameter of a query string for 14 days; returns the code, or null when absent or not a safe token. */
export function captureAffiliateCode(search: string, cookies: CookieJar): string | null {
  const code = readSafeToken(new URLSearchParams(search).get(AFFILIATE_PARAM));
  if (code) cookies.set(AFFILIATE_COOKIE, code, { maxAgeDays: CART_COOKIE_DAYS });
  return code;
}

/** The stored affiliate code, or null when absent or tampered with. */
export function storedAffiliateCode(cookies: CookieJar): string | null {
  return readSafeToken(cookies.get(AFFILIATE_COOKIE));
}
