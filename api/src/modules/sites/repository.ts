import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branding, siteCapabilities, siteDomains, sites, siteSubVariants } from '../../db/schema';
import type { Theme } from '../../db/schema';
import type { SiteRecord } from './site-record';

export async function findSite(db: Executor, key: string): Promise<SiteRecord | null> {
  const [row] = await db.select().from(sites).where(eq(sites.key, key));
  if (!row) return null;
  // One after the other: `db` may be a transaction's single connection (`siteWithin`), which runs one query at a time.
  const subVariantRows = await db.select().from(siteSubVariants).where(eq(siteSubVariants.siteKey, key)).orderBy(asc(siteSubVariants.code));
  const domainRows = await db.select({ host: siteDomains.host }).from(siteDomains).where(eq(siteDomains.siteKey, key)).orderBy(asc(siteDomains.host));
  return {
    key: row.key,
    name: row.name,
    locale: row.locale,
    currency: row.currency,
    timeZone: row.timeZone,
    defaultSubVariant: row.defaultSubVariant,
    appKey: row.appKey,
    signingSecret: row.signingSecret,
    constants: row.constants,
    navigation: row.navigation,
    socialLinks: row.socialLinks,
    routeOverrides: row.routeOverrides,
    subVariants: subVariantRows.map(({ code, locale, currency, country, timeZone, constants }) => ({
      code,
      locale,
      currency,
      country,
      ...(timeZone ? { timeZone } : {}),
      ...(Object.keys(constants).length > 0 ? { constants } : {}),
    })),
    domains: domainRows.map((domain) => domain.host),
  };
}

/** Sets the site's time zone; false when there is no such site. */
export async function updateSiteTimeZone(db: Executor, key: string, timeZone: string): Promise<boolean> {
  const rows = await db.update(sites).set({ timeZone }).where(eq(sites.key, key)).returning({ key: sites.key });
  return rows.length > 0;
}

export async function findSiteKeyByHost(db: Executor, host: string): Promise<string | null> {
  const [row] = await db.select({ siteKey: siteDomains.siteKey }).from(siteDomains).where(eq(siteDomains.host, host));
  return row?.siteKey ?? null;
}

export async function listSiteSummaries(db: Executor): Promise<{ key: string; name: string; domains: string[] }[]> {
  const siteRows = await db.select({ key: sites.key, name: sites.name }).from(sites).orderBy(asc(sites.key));
  if (siteRows.length === 0) return [];
  const domainRows = await db
    .select()
    .from(siteDomains)
    .where(inArray(siteDomains.siteKey, siteRows.map((site) => site.key)))
    .orderBy(asc(siteDomains.host));
  return siteRows.map((site) => ({ ...site, domains: domainRows.filter((domain) => domain.siteKey === site.key).map((domain) => domain.host) }));
}

/** Capabilities of one segment of a site, sorted; empty when the segment has none. */
export async function listCapabilities(db: Executor, siteKey: string, segment: string): Promise<string[]> {
  const rows = await db
    .select({ capability: siteCapabilities.capability })
    .from(siteCapabilities)
    .where(and(eq(siteCapabilities.siteKey, siteKey), eq(siteCapabilities.segment, segment)))
    .orderBy(asc(siteCapabilities.capability));
  return rows.map((row) => row.capability);
}

export async function findTheme(db: Executor, siteKey: string): Promise<Theme | null> {
  const [row] = await db.select({ theme: branding.theme }).from(branding).where(eq(branding.siteKey, siteKey));
  return row?.theme ?? null;
}
