import { readSafeToken } from '@drawfront/shared/rules/tokens';
import { readCookie, writeCookie } from './cookies';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface SiteSelection {
  /** Explicit site key (local use: `?site=goodcause`), else null and the API resolves the host name. */
  site: string | null;
  /** Sub-variant from `?sv=` (upper-cased, kept in the `sv` cookie for a year), else null for the site default. */
  subVariant: string | null;
}

/**
 * Reads the site override and sub-variant from the URL (remembering them in cookies) or from
 * earlier visits. Production sites are chosen by host name; `?site=` exists so one local origin
 * can show every seeded site.
 */
export function readSiteSelection(location: Location = window.location): SiteSelection {
  const params = new URLSearchParams(location.search);
  const siteParam = readSafeToken(params.get('site'));
  if (siteParam) writeCookie('df_site', siteParam, YEAR_SECONDS);
  const svParam = readSafeToken(params.get('sv')?.toUpperCase() ?? null);
  if (svParam) writeCookie('sv', svParam, YEAR_SECONDS);
  return {
    site: siteParam ?? readSafeToken(readCookie('df_site')),
    subVariant: svParam ?? readSafeToken(readCookie('sv')),
  };
}
