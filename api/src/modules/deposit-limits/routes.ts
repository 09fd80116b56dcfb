import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { errorResponses } from '../../plugins/error-response';
import { requireStepUp } from '../../plugins/require-step-up';
import type { StepUpCheck } from '../../plugins/require-step-up';
import { requireCapability } from '../../plugins/require-capability';
import { siteOf } from '../../plugins/site-resolution';
import type { SiteService } from '../sites/service';
import { DepositLimitBodySchema, DepositLimitParamsSchema, DepositLimitsSchema, PeriodParamsSchema } from './schemas';
import type { DepositLimitService } from './service';

/** Deposit limits per period on sites with the deposit-limits capability; every call answers the whole state, as spend limits do. */
export const depositLimitRoutes: FastifyPluginAsyncTypebox<{ depositLimits: DepositLimitService; identity: Authenticator; stepUp?: StepUpCheck; sites: SiteService }> = async (app, { depositLimits, identity, stepUp, sites }) => {
  const signedIn = [requireCapability(sites, 'deposit-limits'), requireCustomer(identity)];
  // Loosening a limit (a raise or a removal) is a sensitive call: it needs a recent second factor. Tightening never does.
  const customerIdOf = (request: FastifyRequest) => customerOf(request).customerId;
  const raising = stepUp ? [requireStepUp(stepUp, (request) => depositLimits.loosens(customerIdOf(request), (request.params as { period: SpendLimitPeriod }).period, (request.body as { limit?: string } | undefined)?.limit))] : [];
  const removing = stepUp ? [requireStepUp(stepUp, (request) => depositLimits.holds(customerIdOf(request), (request.params as { id: string }).id))] : [];
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
      preHandler: raising,
      schema: { params: PeriodParamsSchema, body: DepositLimitBodySchema, response: { 200: DepositLimitsSchema, ...errorResponses(400, 401, 403, 404, 415, 422) } },
      handler: async (request) => depositLimits.set(customerOf(request).customerId, siteOf(request).site, request.params.period, request.body?.limit),
    });
  }

  app.delete(
    '/deposit-limits/:id',
    { onRequest: signedIn, preHandler: removing, schema: { params: DepositLimitParamsSchema, response: { 200: DepositLimitsSchema, ...errorResponses(400, 401, 403, 404, 422) } } },
    async (request) => depositLimits.remove(customerOf(request).customerId, siteOf(request).site, request.params.id),
  );
};
