import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { errorResponses } from '../../plugins/error-response';
import { requireStepUp } from '../../plugins/require-step-up';
import type { StepUpCheck } from '../../plugins/require-step-up';
import { siteOf } from '../../plugins/site-resolution';
import { PeriodParamsSchema, SpendLimitBodySchema, SpendLimitParamsSchema, SpendLimitsSchema } from './schemas';
import type { SpendLimitService } from './service';

/** Spend limits per period (storefront §7 "Limits and money"); every call answers the whole state. */
export const spendLimitRoutes: FastifyPluginAsyncTypebox<{ spendLimits: SpendLimitService; identity: Authenticator; stepUp?: StepUpCheck }> = async (app, { spendLimits, identity, stepUp }) => {
  const signedIn = requireCustomer(identity);
  // Loosening a limit (a raise or a removal) is a sensitive call: it needs a recent second factor. Tightening never does.
  const customerIdOf = (request: FastifyRequest) => customerOf(request).customerId;
  const raising = stepUp ? [requireStepUp(stepUp, (request) => spendLimits.loosens(customerIdOf(request), (request.params as { period: SpendLimitPeriod }).period, (request.body as { limit?: string } | undefined)?.limit))] : [];
  const removing = stepUp ? [requireStepUp(stepUp, (request) => spendLimits.holds(customerIdOf(request), (request.params as { id: string }).id))] : [];
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
      preHandler: raising,
      schema: { params: PeriodParamsSchema, body: SpendLimitBodySchema, response: { 200: SpendLimitsSchema, ...errorResponses(400, 401, 403, 404, 415, 422) } },
      handler: async (request) => spendLimits.set(customerOf(request).customerId, siteOf(request).site, request.params.period, request.body?.limit),
    });
  }

  app.delete(
    '/spend-limits/:id',
    { onRequest: signedIn, preHandler: removing, schema: { params: SpendLimitParamsSchema, response: { 200: SpendLimitsSchema, ...errorResponses(400, 401, 403, 404, 422) } } },
    async (request) => spendLimits.remove(customerOf(request).customerId, siteOf(request).site, request.params.id),
  );
};
