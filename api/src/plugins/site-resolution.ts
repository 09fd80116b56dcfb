import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';
import type { ResolvedSite, SiteService } from '../modules/sites/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the site-resolution hook in the scopes that use it; read it with `siteOf`. */
    resolvedSite: ResolvedSite | null;
  }
}

export const SITE_HEADER = 'x-drawfront-site';
export const SUB_VARIANT_HEADER = 'x-sub-variant';
/** Outside production an unknown host (a LAN address, a tunnel) still gets the demo site. */
export const DEFAULT_SITE_KEY = 'drawfront';

/**
 * Works out the request's site: the `X-Drawfront-Site` header when sent (it must name a known site),
 * else the Host header's name looked up in the site domains, else (outside production) the default
 * site. The sub-variant comes from `X-Sub-Variant` or the `sv` query parameter.
 */
export function resolveSiteHook(sites: SiteService, config: AppConfig): onRequestHookHandler {
  return async (request) => {
    request.resolvedSite = await resolveSite(request, sites, config);
  };
}

async function resolveSite(request: FastifyRequest, sites: SiteService, config: AppConfig): Promise<ResolvedSite> {
  const named = headerValue(request, SITE_HEADER);
  let key: string | null;
  if (named !== undefined) {
    key = named;
  } else {
    const host = request.hostname.toLowerCase();
    key = await sites.siteKeyForHost(host);
    if (key === null) {
      if (config.nodeEnv === 'production') throw new AppError(ERROR_CODES.unknownHost, [host]);
      key = DEFAULT_SITE_KEY;
    }
  }
  const site = await sites.getSite(key);
  if (!site) throw new AppError(ERROR_CODES.unknownSite, [key]);
  const query = request.query as Record<string, unknown> | undefined;
  const requested = headerValue(request, SUB_VARIANT_HEADER) ?? (typeof query?.sv === 'string' ? query.sv : undefined);
  return { site, subVariant: sites.subVariantOf(site, requested) };
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/** The request's resolved site; only valid in scopes that run `resolveSiteHook`. */
export function siteOf(request: FastifyRequest): ResolvedSite {
  if (!request.resolvedSite) throw new Error(`no site was resolved for ${request.method} ${request.url}: the route's scope lacks the site-resolution hook`);
  return request.resolvedSite;
}

/**
 * For pages fetched without the shell's headers (`/sitemap.xml`, `/robots.txt`): outside production
 * `?site=goodcause` names the site, as the shell's `?site=` does for one local origin.
 */
export function siteFromQueryHook(config: AppConfig): onRequestHookHandler {
  return async (request) => {
    const site = (request.query as Record<string, unknown> | undefined)?.site;
    if (config.nodeEnv !== 'production' && typeof site === 'string' && site !== '' && request.headers[SITE_HEADER] === undefined) request.headers[SITE_HEADER] = site;
  };
}
