import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { customerOf, optionalCustomer, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately, noStore } from '../../plugins/http-cache';
import { siteOf } from '../../plugins/site-resolution';
import { DEFAULT_PRICING } from '../../db/seed-data/offers';
import { PlacementQuerySchema, PlacementSchema, PrimeBodySchema } from './schemas';
import { PLACEMENT_MAX_AGE_SECONDS } from './service';
import type { PlacementService } from './service';

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The placement service under its discovery prefix `/placement` (storefront §7 "Catalogue"; signed like /v2). */
export const placementRoutes: FastifyPluginAsyncTypebox<{ placement: PlacementService; identity: Authenticator }> = async (app, { placement, identity }) => {
  app.get('/', { onRequest: optionalCustomer(identity), schema: { querystring: PlacementQuerySchema, response: { 200: PlacementSchema, ...errorResponses(400, 401, 404, 422) } } }, async (request, reply) => {
    const { site, subVariant } = siteOf(request);
    const offers = list(request.query.lottery_key);
    const draws = list(request.query.draw_number);
    // The cart's lines come as two parallel lists: a line is a key and its draw.
    if (offers.length !== draws.length) {
      const message = `lottery_key and draw_number must pair up (got ${offers.length} keys and ${draws.length} draw numbers)`;
      throw new AppError(ERROR_CODES.validationFailed, ['query string', message], { errors: { draw_number: [message] } });
    }
    const answer = await placement.placement({
      site,
      subVariant: subVariant.code,
      pricing: request.query.pricing_id ?? DEFAULT_PRICING,
      cart: offers.map((lotteryKey, index) => ({ lotteryKey, drawNo: draws[index]! })),
      keys: request.query.keys === undefined ? null : list(request.query.keys),
      customerId: request.customer?.customerId ?? null,
    });
    // A customer's answer leaves out what they hold, which a purchase changes: never reused. A visitor's is
    // the same for the same cart, reusable for spec §9's five minutes.
    if (request.customer) noStore(reply);
    else cachePrivately(reply, PLACEMENT_MAX_AGE_SECONDS);
    return answer;
  });

  app.post('/cart/prime', { onRequest: requireCustomer(identity), schema: { body: PrimeBodySchema, response: { 200: PlacementSchema, ...errorResponses(400, 401, 404, 415, 422) } } }, async (request, reply) => {
    const { site, subVariant } = siteOf(request);
    noStore(reply);
    return placement.prime({ site, subVariant: subVariant.code, pricing: DEFAULT_PRICING, customerId: customerOf(request).customerId });
  });
};
