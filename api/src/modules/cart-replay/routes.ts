import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CartReplayResult } from '@drawfront/shared/contract/partners';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { CartSchema } from '../cart/schemas';
import { CheckoutParamsSchema } from '../purchase/schemas';
import type { CartReplayService } from './service';

const ReplayParamsSchema = Type.Object({ replayID: CheckoutParamsSchema.properties.id });
const CartReplayResultSchema = Type.Object({
  replayed: Type.Array(Type.Object({ lotteryKey: Type.String(), description: Type.String(), drawNo: Type.Integer() })),
  notReplayed: Type.Array(Type.Object({ lotteryKey: Type.String(), description: Type.String(), reason: Type.String() })),
  cart: CartSchema,
});
assertType<SameShape<Static<typeof CartReplayResultSchema>, CartReplayResult>>();

/** `POST /v2/cart/replay/{replayID}`: a past order (its checkout id) rebuilt in the customer's cart (storefront §2). */
export const cartReplayRoutes: FastifyPluginAsyncTypebox<{ replays: CartReplayService; identity: Authenticator }> = async (app, { replays, identity }) => {
  app.post(
    '/cart/replay/:replayID',
    { onRequest: requireCustomer(identity), schema: { params: ReplayParamsSchema, response: { 200: CartReplayResultSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { site, subVariant } = siteOf(request);
      return replays.replay({ ...site, pricingSubVariant: subVariant.code }, customerOf(request).customerId, request.params.replayID);
    },
  );
};
