import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../plugins/error-response';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { cachePrivately, noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';
import { resolveSiteHook, siteOf } from '../../plugins/site-resolution';
import { OpsHeadersSchema, SiteParamsSchema } from '../../schemas/ops';
import type { ReleaseService } from '../releases/service';
import { CurrentSiteSchema, SiteListSchema, SiteTimeZoneSchema } from './schemas';
import type { SiteService } from './service';

/**
 * `zone` as the IANA name this runtime knows it by (any case in, canonical case out: `australia/perth` is
 * `Australia/Perth`), or null. Only Area/Location names and UTC: an abbreviation such as AEST is ambiguous.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone.includes('/') && zone.toUpperCase() !== 'UTC') return null;
  try {
    const name = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return name;
  } catch {
    return null;
  }
}

/**
 * `/platform/sites` (every site and its pointers), `/platform/sites/current` (the resolved site, for the
 * shell's boot) and `PUT /platform/sites/{site}/time-zone` (ops token: `npm run ops -- site time-zone`).
 */
export const sitePlatformRoutes: FastifyPluginAsyncTypebox<{ sites: SiteService; releases: ReleaseService; config: AppConfig }> = async (app, { sites, releases, config }) => {
  app.get('/sites', { schema: { querystring: Type.Object({}), response: { 200: SiteListSchema } } }, async (_request, reply) => {
    noStore(reply);
    const [summaries, pointers] = await Promise.all([sites.listSummaries(), releases.allPointers()]);
    return {
      sites: summaries.map((site) => {
        const live = pointers.find((pointer) => pointer.siteKey === site.key && pointer.channel === 'live');
        const canary = pointers.find((pointer) => pointer.siteKey === site.key && pointer.channel === 'canary');
        return {
          ...site,
          liveReleaseId: live?.releaseId ?? null,
          revision: live?.revision ?? 0,
          canary: canary?.releaseId && canary.canaryPercentage !== null ? { releaseId: canary.releaseId, percentage: canary.canaryPercentage, revision: canary.revision } : null,
        };
      }),
    };
  });

  app.get(
    '/sites/current',
    {
      onRequest: resolveSiteHook(sites, config),
      schema: { querystring: Type.Object({ sv: Type.Optional(Type.String({ maxLength: 8 })) }), response: { 200: CurrentSiteSchema, ...errorResponses(404) } },
    },
    async (request, reply) => {
      cachePrivately(reply, 60);
      return sites.current(siteOf(request));
    },
  );

  app.put(
    '/sites/:site/time-zone',
    {
      onRequest: requireOpsToken(config.opsToken),
      schema: { headers: OpsHeadersSchema, params: SiteParamsSchema, body: SiteTimeZoneSchema, response: { 200: SiteTimeZoneSchema, ...errorResponses(401, 404, 422) } },
    },
    async (request, reply) => {
      noStore(reply);
      const timeZone = canonicalTimeZone(request.body.timeZone);
      if (!timeZone) throw new AppError(ERROR_CODES.unknownTimeZone, [request.body.timeZone]);
      if (!(await sites.setTimeZone(request.params.site, timeZone))) throw new AppError(ERROR_CODES.unknownSite, [request.params.site]);
      return { timeZone };
    },
  );
};
