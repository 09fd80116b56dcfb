import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import type { Discovery } from '@drawfront/shared/api-client/types';
import type { BootSite, InlinedBootData } from '@drawfront/shared/boot/boot-data';
import type { ReleaseResolution } from '@drawfront/shared/contract/release';
import { themeTokens, type SiteTheme } from '@drawfront/shared/boot/site-theme';
import { translationRecord, type TranslationItem } from '@drawfront/shared/i18n/translation-record';
import { readSafeToken } from '@drawfront/shared/rules/tokens';
import { signedHeaders } from '../plugins/signature';

/** The cookies the shell keeps (features/boot in the shell): the visitor id buckets canaries; the others pick the site. */
export const VISITOR_COOKIE = 'df_vid';
const SITE_COOKIE = 'df_site';
const SUB_VARIANT_COOKIE = 'sv';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface PageBoot {
  data: InlinedBootData;
  /** Set when the visitor had no id yet: the cookie the page must set, so its bucket stays the one inlined. */
  newVisitorCookie: string | null;
}

function cookies(request: FastifyRequest): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      jar.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // a cookie that is not valid percent-encoding is not one of ours
    }
  }
  return jar;
}

/** The site the page asks for, as the shell reads it: `?site=`/`?sv=` first, then the cookies of earlier visits. */
function siteHeaders(request: FastifyRequest, jar: Map<string, string>): Record<string, string> {
  const query = request.query as Record<string, unknown>;
  const site = readSafeToken(typeof query.site === 'string' ? query.site : null) ?? readSafeToken(jar.get(SITE_COOKIE) ?? null);
  const subVariant = readSafeToken(typeof query.sv === 'string' ? query.sv.toUpperCase() : null) ?? readSafeToken(jar.get(SUB_VARIANT_COOKIE) ?? null);
  const headers: Record<string, string> = {};
  if (request.headers.host) headers.host = request.headers.host;
  if (site) headers['x-drawfront-site'] = site;
  if (subVariant) headers['x-sub-variant'] = subVariant;
  return headers;
}

async function answer<T>(app: FastifyInstance, options: InjectOptions): Promise<T | null> {
  const response = await app.inject(options);
  return response.statusCode === 200 ? (response.json() as T) : null;
}

/**
 * The boot calls the shell would make (discovery, the site, the visitor's release, the site's texts and theme),
 * answered in-process through the same routes, so site resolution, canary bucketing and every schema are
 * the ones the browser would get. Null when one of the first three fails: the page is then sent without
 * boot data and the shell makes the calls itself, showing the same error page it always did.
 */
export async function collectBootData(app: FastifyInstance, request: FastifyRequest): Promise<PageBoot | null> {
  const jar = cookies(request);
  const known = readSafeToken(jar.get(VISITOR_COOKIE) ?? null);
  const visitor = known ?? randomUUID().replace(/-/g, '');
  const headers = siteHeaders(request, jar);
  const discovery = await answer<Discovery>(app, { method: 'GET', url: '/discover' });
  if (!discovery) return null;
  const platform = discovery.services.platform.baseUrl;
  const site = await answer<BootSite>(app, { method: 'GET', url: `${platform}/sites/current`, headers });
  if (!site) return null;
  const resolution = await answer<ReleaseResolution>(app, { method: 'GET', url: `${platform}/sites/${encodeURIComponent(site.key)}/release`, query: { visitor } });
  if (!resolution) return null;
  const texts = await answer<{ items: TranslationItem[] }>(app, { method: 'GET', url: `${discovery.services.translations.baseUrl}/${site.locale}/items`, query: { t: 'plain' }, headers });
  // Signed as the shell signs it, with the site's own key: the same route and cache rules a browser meets.
  const branding = await answer<SiteTheme>(app, { method: 'GET', url: `${discovery.services.main.baseUrl}/branding`, headers: { ...headers, ...signedHeaders({ appKey: site.appKey, secret: site.signingSecret }) } });
  return {
    data: { discovery, site, resolution, translations: texts ? translationRecord(texts.items, site.name) : null, theme: branding ? themeTokens(branding) : null },
    newVisitorCookie: known ? null : `${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`,
  };
}
