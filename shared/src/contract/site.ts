import type { Capability } from './capabilities';

export type Locale = 'en-AU' | 'en-GB';
export type CurrencyCode = 'AUD' | 'GBP';

/** Site constants (spec part 2 §3 "Site constants" and storefront §3 "Constants store"). */
export interface SiteConstants {
  siteName: string;
  siteLocale: Locale;
  baseUrl: string;
  supportNumber: string;
  supportOpeningHours: string;
  supportEmail: string;
  /** Where free raffle entries are posted, one line per address line (no-purchase entry by post). */
  freeEntryAddress?: string[];
  twitterAccount?: string;
  disableIndexing: boolean;
  minimumRegistrationAge: number;
  /** Groups spec §7 `funds.digital_wallets`: the digital wallets this site takes deposits from (none when absent). */
  digitalWallets?: ('apple_pay' | 'google_pay')[];
  /** The API's session timeout (groups spec §9, default 3600 s): the shell signs out after this long inactive. */
  sessionTimeoutSeconds?: number;
}

export type NavigationKind = 'internal' | 'external' | 'drawer';

export interface NavigationItem {
  id: string;
  label: string;
  kind: NavigationKind;
  href: string;
}

export interface SocialLink {
  network: 'facebook' | 'instagram' | 'linkedin' | 'pinterest' | 'tiktok' | 'twitter' | 'youtube';
  url: string;
}

/** A sub-variant of the site (`?sv=GB`): its code and the currency it sells in. */
export interface SubVariantInfo {
  code: string;
  currency: string;
}

/** What a remote knows about the site it renders for; passed in mount props. */
export interface SiteInfo {
  key: string;
  name: string;
  locale: Locale;
  currency: CurrencyCode;
  subVariant: string;
  /**
   * Where the sub-variant's customers live (ISO 3166-1 alpha-2, since contract 1.3): the address and bank
   * fields they are asked for follow `rules/country-profile.ts` (en-GB: GB).
   */
  country: string;
  /**
   * The IANA time zone every date on the site is shown in (since contract 1.2), from the site's record
   * (a sub-variant may have its own, e.g. Europe/London for en-GB): `formatSiteTime` in format/site-time.ts.
   */
  timeZone: string;
  /**
   * The site's sub-variants with the currency each sells in (since contract 1.5; the shell passes the API's list):
   * a customer whose wallet is in another currency is sent to the one selling in theirs (`rules/wallet-currency.ts`).
   */
  subVariants?: readonly SubVariantInfo[];
  capabilities: readonly Capability[];
  constants: SiteConstants;
  navigation: readonly NavigationItem[];
  socialLinks: readonly SocialLink[];
  /** Per-site path and label overrides from the content service: route id → path. */
  routeOverrides: Readonly<Record<string, string>>;
  appKey: string;
}
