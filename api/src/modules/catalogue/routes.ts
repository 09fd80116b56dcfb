import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately, noStore } from '../../plugins/http-cache';
import type { Authenticator } from '../../plugins/auth';
import { bearerToken } from '../../plugins/signature';
import { siteOf } from '../../plugins/site-resolution';
import { CauseParamsSchema, CausesQuerySchema, CausesResponseSchema, CauseSummarySchema, ProductOffersParamsSchema, ProductOffersResponseSchema, TipsQuerySchema, TipsSchema } from './schemas';
import type { CatalogueService } from './service';

/** Tips change with the content, rarely: spec §9 lets a client reuse them until 18 minutes after fetch. */
const TIPS_MAX_AGE_SECONDS = 18 * 60;

/** Catalogue reads under /v2 (signed). */
export const catalogueRoutes: FastifyPluginAsyncTypebox<{ catalogue: CatalogueService; identity: Authenticator }> = async (app, { catalogue, identity }) => {
  app.get(
    '/pricing/:pricingName/product_offers',
    {
      schema: {
        params: ProductOffersParamsSchema,
        querystring: Type.Object({ sv: Type.Optional(Type.String({ maxLength: 8 })), preview: Type.Optional(Type.Boolean()) }),
        response: { 200: ProductOffersResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { site, subVariant } = siteOf(request);
      // `?preview=true` (storefront §2) adds unpublished offers for a signed-in customer allowed to preview;
      // anyone else gets the published list, so an unpublished offer's page is the normal not-found. A token
      // is checked only here: an expired one answers 401 so the client refreshes it and asks again.
      const asked = request.query.preview === true;
      const customer = asked && request.headers.authorization ? await identity.authenticate(bearerToken(request), site.key) : null;
      const preview = customer !== null && (await catalogue.mayPreview(customer.customerId));
      const offers = await catalogue.productOffers(site.key, request.params.pricingName, subVariant.code, { preview });
      // What one customer may preview must never be reused for another, nor outlive their flag.
      if (asked) noStore(reply);
      else cachePrivately(reply, 60);
      return { offers };
    },
  );

  // The causes directory (storefront §7 "GET /causes with query slug and limit 1; if empty, GET /causes/{key}").
  app.get('/causes', { schema: { querystring: CausesQuerySchema, response: { 200: CausesResponseSchema, ...errorResponses(400, 401, 404, 422) } } }, async (request, reply) => {
    cachePrivately(reply, 60);
    return { causes: await catalogue.causes(siteOf(request).site.key, request.query) };
  });
  app.get('/causes/:key', { schema: { params: CauseParamsSchema, response: { 200: CauseSummarySchema, ...errorResponses(400, 401, 404, 422) } } }, async (request, reply) => {
    cachePrivately(reply, 60);
    return catalogue.cause(siteOf(request).site.key, request.params.key);
  });

  app.get('/tips', { schema: { querystring: TipsQuerySchema, response: { 200: TipsSchema, ...errorResponses(400, 401, 404, 422) } } }, async (request, reply) => {
    const tips = await catalogue.tips(siteOf(request).site, request.query.offer);
    cachePrivately(reply, TIPS_MAX_AGE_SECONDS);
    return { tips };
  });
};
