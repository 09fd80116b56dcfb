import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { idempotencyKeyOf } from '../../plugins/idempotency-key';
import { siteOf } from '../../plugins/site-resolution';
import { DepositPurchaseBodySchema, DepositPurchaseSchema } from './schemas';
import type { DepositPurchaseService } from './service';
import { refuseOtherCurrency } from '../purchase/currency-check';


/** `POST /v2/cart/deposit_purchase` (groups spec §7 "Funds"): deposit from a saved card and buy the cart. */
export const checkoutRoutes: FastifyPluginAsyncTypebox<{ depositPurchases: DepositPurchaseService; identity: Authenticator }> = async (app, { depositPurchases, identity }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/cart/deposit_purchase',
    {
      onRequest: requireCustomer(identity),
      schema: { body: DepositPurchaseBodySchema, response: { 200: DepositPurchaseSchema, 201: DepositPurchaseSchema, ...errorResponses(400, 401, 404, 409, 415, 422) } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const notifyBase = `${request.protocol}://${request.host}/3ds/notify`;
      refuseOtherCurrency(siteOf(request));
      const { site, subVariant } = siteOf(request);
      const answer = await depositPurchases.depositPurchase(site, customerOf(request).customerId, key, request.body, notifyBase, subVariant);
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(answer.statusCode as 201).send(answer.answer);
    },
  );
};
