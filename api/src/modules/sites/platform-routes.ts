import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately, noStore } from '../../plugins/http-cache';
import { resolveSiteHook, siteOf } from '../../plugins/site-resolution';
import type { ReleaseService } from '../releases/service';
import { CurrentSiteSchema, SiteListSchema } from './schemas';
import type { SiteService } from './service';

/** `/platform/sites` (every site and its pointers) and `/platform/sites/current` (the resolved site, for the shell's boot). */
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
};
