import type { NavigationItem, SiteConstants, SocialLink } from '@drawfront/shared/contract/site';

export interface SubVariant {
  code: string;
  locale: string;
  currency: string;
  /** Where its customers live (ISO 3166-1 alpha-2): their address and bank fields follow `country-profile.ts`. */
  country: string;
  /** The site's constants it says otherwise (a UK support number and hours); none when absent. */
  constants?: Partial<SiteConstants>;
  /** Where the sub-variant's customers live, when not in the site's zone (en-GB: Europe/London); dates are shown in it. */
  timeZone?: string;
}

/** Everything about a site the API needs per request, read once and cached by the site service. */
export interface SiteRecord {
  key: string;
  name: string;
  locale: string;
  /**
   * The currency money moves in: the site's own, or on a signed-in customer's request the currency that customer
   * keeps (`money-site.ts`).
   */
  currency: string;
  /** Set only when `currency` is a customer's other than the site's own: the site's own (`money-site.ts`). */
  homeCurrency?: string;
  /**
   * The IANA time zone the site's draws are scheduled in and its spend periods follow (a day from
   * local midnight, a week from Monday 00:00), e.g. `Australia/Sydney`.
   */
  timeZone: string;
  defaultSubVariant: string;
  appKey: string;
  signingSecret: string;
  constants: SiteConstants;
  navigation: NavigationItem[];
  socialLinks: SocialLink[];
  routeOverrides: Record<string, string>;
  subVariants: SubVariant[];
  domains: string[];
}
