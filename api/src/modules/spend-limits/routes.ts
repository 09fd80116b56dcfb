import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { PeriodParamsSchema, SpendLimitBodySchema, SpendLimitParamsSchema, SpendLimitsSchema } from './schemas';
import type { SpendLimitService } from './service';

/** Spend limits per period (storefront §7 "Limits and money"); every call answers the whole state. */
export const spendLimitRoutes: FastifyPluginAsyncTypebox<{ spendLimits: SpendLimitService; identity: Authenticator }> = async (app, { spendLimits, identity }) => {
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/spend-limits', { onRequest: signedIn, schema: { response: { 200: SpendLimitsSchema, ...errorResponses(400, 401, 404) } } }, async (request) =>
    spendLimits.state(customerOf(request).customerId, siteOf(request).site),
  );

  // The spec allows PUT or POST for the same form.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/spend-limits/:period',
      onRequest: signedIn,
      // No body is an empty form: the limit is then reported missing with the spec's required message.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { params: PeriodParamsSchema, body: SpendLimitBodySchema, response: { 200: SpendLimitsSchema, ...errorResponses(400, 401, 404, 415, 422) } },
      handler: async (request) => spendLimits.set(customerOf(request).customerId, siteOf(request).site, request.params.period, request.body?.limit),
    });
  }

  app.delete(
    '/spend-limits/:id',
    { onRequest: signedIn, schema: { params: SpendLimitParamsSchema, response: { 200: SpendLimitsSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => spendLimits.remove(customerOf(request).customerId, siteOf(request).site, request.params.id),
  );
};
