import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately } from '../../plugins/http-cache';
import { siteOf } from '../../plugins/site-resolution';
import { BrandingResponseSchema, CapabilitiesQuerySchema, CapabilitiesResponseSchema, SiteConfigSchema } from './schemas';
import type { SiteService } from './service';

const SubVariantQuery = Type.Object({ sv: Type.Optional(Type.String({ maxLength: 8 })) });

/** Site configuration, capabilities and branding under /v2 (signed). */
export const siteRoutes: FastifyPluginAsyncTypebox<{ sites: SiteService }> = async (app, { sites }) => {
  app.get(
    '/config',
    { schema: { querystring: SubVariantQuery, response: { 200: SiteConfigSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, 60);
      return sites.config(siteOf(request));
    },
  );

  app.get(
    '/capabilities',
    { schema: { querystring: CapabilitiesQuerySchema, response: { 200: CapabilitiesResponseSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, 60);
      return sites.capabilities(siteOf(request).site.key, request.query.segment);
    },
  );

  app.get(
    '/branding',
    { schema: { querystring: SubVariantQuery, response: { 200: BrandingResponseSchema, ...errorResponses(400, 401, 404, 422, 500) } } },
    async (request, reply) => {
      const { site } = siteOf(request);
      const theme = await sites.theme(site.key);
      // Every site is seeded with a theme; a missing one is a data fault, not a client error.
      if (!theme) throw new AppError(ERROR_CODES.internalError);
      cachePrivately(reply, 600);
      return { siteKey: site.key, ...theme };
    },
  );
};
