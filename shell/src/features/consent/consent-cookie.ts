/** essential = only what the site needs to work; all = also non-essential (analytics, marketing). Essential is always granted. */
export type ConsentChoice = 'essential' | 'all';

export const CONSENT_COOKIE = 'df_consent';

/** The consent cookie lasts one year (spec part 2 §9). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's stored choice, or null when they have not chosen yet (or the cookie holds anything else). */
export function readConsent(): ConsentChoice | null {
  const prefix = `${CONSENT_COOKIE}=`;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return value === 'essential' || value === 'all' ? value : null;
}

/** Stores the choice for the whole site for one year. */
export function writeConsent(choice: ConsentChoice): void {
  // Secure only over https, or the cookie would never be set on a plain-http dev server.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** Consent categories (spec part 2 §4 "Consent"): essential is always granted, non_essential by choice. */
export type ConsentCategory = 'essential' | 'non_essential';

export function consentedCategories(choice: ConsentChoice | null): ConsentCategory[] {
  return choice === 'all' ? ['essential', 'non_essential'] : ['essential'];
}

/** Cookies in the non-essential category: the analytics id this shell sets, and common measurement cookies. */
export const NON_ESSENTIAL_COOKIES: readonly (string | RegExp)[] = ['df_aid', '_ga', '_gid', '_fbp', /^_ga_/, /^_gcl_/];

const isNonEssential = (name: string) => NON_ESSENTIAL_COOKIES.some((pattern) => (typeof pattern === 'string' ? pattern === name : pattern.test(name)));

/** Deletes every non-essential cookie this page can see (on this path and the site's root path). */
export function removeNonEssentialCookies(): string[] {
  const names = document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => name && isNonEssential(name));
  for (const name of names) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
    document.cookie = `${name}=; Max-Age=0`;
  }
  return names;
}
