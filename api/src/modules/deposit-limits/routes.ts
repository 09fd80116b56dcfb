import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { requireCapability } from '../../plugins/require-capability';
import { siteOf } from '../../plugins/site-resolution';
import type { SiteService } from '../sites/service';
import { DepositLimitBodySchema, DepositLimitParamsSchema, DepositLimitsSchema, PeriodParamsSchema } from './schemas';
import type { DepositLimitService } from './service';

/** Deposit limits per period on sites with the deposit-limits capability; every call answers the whole state, as spend limits do. */
export const depositLimitRoutes: FastifyPluginAsyncTypebox<{ depositLimits: DepositLimitService; identity: Authenticator; sites: SiteService }> = async (app, { depositLimits, identity, sites }) => {
  const signedIn = [requireCapability(sites, 'deposit-limits'), requireCustomer(identity)];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/deposit-limits', { onRequest: signedIn, schema: { response: { 200: DepositLimitsSchema, ...errorResponses(400, 401, 404) } } }, async (request) =>
    depositLimits.state(customerOf(request).customerId, siteOf(request).site),
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/deposit-limits/:period',
      onRequest: signedIn,
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { params: PeriodParamsSchema, body: DepositLimitBodySchema, response: { 200: DepositLimitsSchema, ...errorResponses(400, 401, 404, 415, 422) } },
      handler: async (request) => depositLimits.set(customerOf(request).customerId, siteOf(request).site, request.params.period, request.body?.limit),
    });
  }

  app.delete(
    '/deposit-limits/:id',
    { onRequest: signedIn, schema: { params: DepositLimitParamsSchema, response: { 200: DepositLimitsSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => depositLimits.remove(customerOf(request).customerId, siteOf(request).site, request.params.id),
  );
};
