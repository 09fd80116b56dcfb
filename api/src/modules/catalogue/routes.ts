import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately } from '../../plugins/http-cache';
import { siteOf } from '../../plugins/site-resolution';
import { ProductOffersParamsSchema, ProductOffersResponseSchema, TipsQuerySchema, TipsSchema } from './schemas';
import type { CatalogueService } from './service';

/** Tips change with the content, rarely: spec §9 lets a client reuse them until 18 minutes after fetch. */
const TIPS_MAX_AGE_SECONDS = 18 * 60;

/** Catalogue reads under /v2 (signed). */
export const catalogueRoutes: FastifyPluginAsyncTypebox<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  app.get(
    '/pricing/:pricingName/product_offers',
    {
      schema: {
        params: ProductOffersParamsSchema,
        querystring: Type.Object({ sv: Type.Optional(Type.String({ maxLength: 8 })) }),
        response: { 200: ProductOffersResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { site, subVariant } = siteOf(request);
      const offers = await catalogue.productOffers(site.key, request.params.pricingName, subVariant.code);
      cachePrivately(reply, 60);
      return { offers };
    },
  );

  app.get('/tips', { schema: { querystring: TipsQuerySchema, response: { 200: TipsSchema, ...errorResponses(400, 401, 404, 422) } } }, async (request, reply) => {
    const tips = await catalogue.tips(siteOf(request).site, request.query.offer);
    cachePrivately(reply, TIPS_MAX_AGE_SECONDS);
    return { tips };
  });
};
