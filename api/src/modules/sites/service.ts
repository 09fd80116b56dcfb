import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { CurrencyCode, Locale, SiteInfo } from '@drawfront/shared/contract/site';
import { countryOfLocale } from '@drawfront/shared/rules/customer-details';
import type { Database, Executor } from '../../db/client';
import type { Theme } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import type { MutableArrays } from '../../lib/typebox';
import { findSite, findSiteKeyByHost, findTheme, listCapabilities, listSiteSummaries, updateSiteTimeZone } from './repository';
import type { SiteRecord, SubVariant } from './site-record';

export const DEFAULT_SEGMENT = 'default';
const CACHE_TTL_MS = 60_000;

/** The site a request is for and the sub-variant it asked for (or the site's default). */
export interface ResolvedSite {
  site: SiteRecord;
  subVariant: SubVariant;
}

export interface SiteConfig {
  key: string;
  name: string;
  locale: string;
  currency: string;
  subVariant: string;
  country: string;
  subVariants: SubVariant[];
  timeZone: string;
  constants: SiteRecord['constants'];
  navigation: SiteRecord['navigation'];
  socialLinks: SiteRecord['socialLinks'];
  routeOverrides: SiteRecord['routeOverrides'];
}

/** `SiteInfo` plus what the client embeds to sign its calls (spec: app key and secret live in the client). */
export type CurrentSite = MutableArrays<SiteInfo> & {
  signingSecret: string;
  subVariants: SubVariant[];
};

const isCapability = (value: string): value is Capability => (CAPABILITIES as readonly string[]).includes(value);

export type SiteService = ReturnType<typeof createSiteService>;

/** Sites, sub-variants, capabilities and themes; site lookups are cached for 60 s (sites change rarely). */
/**
 * `sessionTimeoutSeconds`: the API's session timeout, sent in every site's constants so the shell signs out with it.
 * `withheld`: capabilities no site has here because the outside party behind them is not configured (a sign-in
 * provider, the legacy platform): whatever a site's rows say, they are never offered, so no page shows a way in
 * that leads nowhere.
 */
export function createSiteService(db: Database, options: { sessionTimeoutSeconds?: number; withheld?: ReadonlySet<Capability> } = {}) {
  const offered = (capability: string): capability is Capability => isCapability(capability) && !options.withheld?.has(capability);
  const sites = new TtlCache<SiteRecord | null>(CACHE_TTL_MS);
  const hosts = new TtlCache<string | null>(CACHE_TTL_MS);

  const service = {
    getSite: (key: string) => sites.get(key, () => findSite(db, key)),

    /**
     * The site named `key` (or null) read in the caller's transaction, past the cache: a cached load still
     * running on the outer handle could be waiting for this very transaction (PGlite runs one at a time).
     */
    siteWithin: (tx: Executor, key: string): Promise<SiteRecord | null> => findSite(tx, key),

    siteKeyForHost: (host: string) => hosts.get(host, () => findSiteKeyByHost(db, host)),

    /** The sub-variant named by `code` (any case); an unknown or absent code gives the site's default. */
    subVariantOf(site: SiteRecord, code: string | undefined): SubVariant {
      const wanted = code?.toUpperCase();
      const found = site.subVariants.find((sv) => sv.code === wanted) ?? site.subVariants.find((sv) => sv.code === site.defaultSubVariant);
      return found ?? { code: site.defaultSubVariant, locale: site.locale, currency: site.currency, country: countryOfLocale(site.locale) };
    },

    /** The segment's capabilities; an unknown segment falls back to the default one (spec §6). */
    async capabilities(siteKey: string, segment: string | undefined): Promise<{ segment: string; capabilities: Capability[] }> {
      if (segment && segment !== DEFAULT_SEGMENT) {
        const list = (await listCapabilities(db, siteKey, segment)).filter(offered);
        if (list.length > 0) return { segment, capabilities: list };
      }
      return { segment: DEFAULT_SEGMENT, capabilities: (await listCapabilities(db, siteKey, DEFAULT_SEGMENT)).filter(offered) };
    },

    config({ site, subVariant }: ResolvedSite): SiteConfig {
      return {
        key: site.key,
        name: site.name,
        locale: subVariant.locale,
        currency: subVariant.currency,
        subVariant: subVariant.code,
        country: subVariant.country,
        subVariants: site.subVariants,
        timeZone: subVariant.timeZone ?? site.timeZone,
        constants: { ...site.constants, ...subVariant.constants, siteLocale: subVariant.locale as Locale, ...(options.sessionTimeoutSeconds ? { sessionTimeoutSeconds: options.sessionTimeoutSeconds } : {}) },
        navigation: site.navigation,
        socialLinks: site.socialLinks,
        routeOverrides: site.routeOverrides,
      };
    },

    async current(resolved: ResolvedSite): Promise<CurrentSite> {
      const config = service.config(resolved);
      const { capabilities } = await service.capabilities(resolved.site.key, DEFAULT_SEGMENT);
      return {
        ...config,
        locale: config.locale as Locale,
        currency: config.currency as CurrencyCode,
        capabilities,
        appKey: resolved.site.appKey,
        signingSecret: resolved.site.signingSecret,
      };
    },

    theme: (siteKey: string): Promise<Theme | null> => findTheme(db, siteKey),

    /** The site's theme read in the caller's transaction (mail written inside one is in the site's brand). */
    themeWithin: (tx: Executor, siteKey: string): Promise<Theme | null> => findTheme(tx, siteKey),

    listSummaries: () => listSiteSummaries(db),

    /**
     * Moves the site to another IANA time zone (`zone` already checked by `canonicalTimeZone`): every date the site
     * shows and mails is formatted in it. This instance forgets its cached site at once; another instance
     * within its 60 s cache, browsers within the minute they may keep /platform/sites/current.
     */
    async setTimeZone(key: string, zone: string): Promise<boolean> {
      const updated = await updateSiteTimeZone(db, key, zone);
      if (updated) sites.clear();
      return updated;
    },
  };
  return service;
}
