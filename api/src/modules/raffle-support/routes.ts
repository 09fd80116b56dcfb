import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately } from '../../plugins/http-cache';
import { siteOf } from '../../plugins/site-resolution';
import { RaffleSupportParamsSchema, RaffleSupportSchema } from './schemas';
import type { RaffleSupportService } from './service';

/** `GET /v2/raffles/:offerKey/support`: what a raffle's ticket sales raised for its cause (storefront §2 `/{offer}/your-support`). */
export const raffleSupportRoutes: FastifyPluginAsyncTypebox<{ raffleSupport: RaffleSupportService }> = async (app, { raffleSupport }) => {
  app.get(
    '/raffles/:offerKey/support',
    { schema: { params: RaffleSupportParamsSchema, response: { 200: RaffleSupportSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      // A running total that moves with every sale: reused a minute, like the other catalogue reads (spec §9).
      cachePrivately(reply, 60);
      const { site, subVariant } = siteOf(request);
      return raffleSupport.support(site.key, request.params.offerKey, subVariant.code);
    },
  );
};
