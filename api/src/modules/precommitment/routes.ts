import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { requireStepUp } from '../../plugins/require-step-up';
import type { StepUpCheck } from '../../plugins/require-step-up';
import { siteOf } from '../../plugins/site-resolution';
import { CustomerSchema } from '../customer/schemas';
import type { CustomerService } from '../customer/service';
import { PrecommitmentBodySchema } from './schemas';
import type { PreCommitmentService } from './service';

/**
 * Pre-commitment limit (storefront §7 "Limits and money"); both answer the updated Customer. Raising or removing
 * it loosens it at once, so, as for spend and deposit limits, it needs a recent second factor; lowering never does.
 */
export const preCommitmentRoutes: FastifyPluginAsyncTypebox<{ preCommitments: PreCommitmentService; customers: CustomerService; identity: Authenticator; stepUp?: StepUpCheck }> = async (
  app,
  { preCommitments, customers, identity, stepUp },
) => {
  const raising = stepUp ? [requireStepUp(stepUp, (request) => preCommitments.loosens(customerOf(request).customerId, (request.body as { limit?: string } | undefined)?.limit))] : [];
  const removing = stepUp ? [requireStepUp(stepUp, (request) => preCommitments.holds(customerOf(request).customerId))] : [];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.post(
    '/precommitment',
    {
      onRequest: requireCustomer(identity),
      // No body is an empty form: the limit is then reported missing with the spec's required message.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: raising,
      schema: { body: PrecommitmentBodySchema, response: { 200: CustomerSchema, ...errorResponses(400, 401, 403, 404, 415, 422) } },
    },
    async (request) => {
      const { site } = siteOf(request);
      const { customerId } = customerOf(request);
      await preCommitments.set(customerId, site, request.body?.limit);
      return customers.get(customerId, site);
    },
  );
  app.delete(
    '/precommitment',
    { onRequest: requireCustomer(identity), preHandler: removing, schema: { response: { 200: CustomerSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const { site } = siteOf(request);
      const { customerId } = customerOf(request);
      await preCommitments.remove(customerId);
      return customers.get(customerId, site);
    },
  );
};
