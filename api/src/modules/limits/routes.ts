import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { CustomerSchema } from '../customer/schemas';
import type { CustomerService } from '../customer/service';
import type { LimitService } from './service';

// The amount arrives as typed ("50.00"); the service applies the spec's amount messages to it.
const PrecommitmentBodySchema = Type.Object({ limit: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: false });

/** Pre-commitment limit (storefront §7 "Limits and money"); both answer the updated Customer. */
export const limitRoutes: FastifyPluginAsyncTypebox<{ limits: LimitService; customers: CustomerService; identity: Authenticator }> = async (app, { limits, customers, identity }) => {
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
      schema: { body: PrecommitmentBodySchema, response: { 200: CustomerSchema, ...errorResponses(400, 401, 404, 415, 422) } },
    },
    async (request) => {
      const { site } = siteOf(request);
      const { customerId } = customerOf(request);
      await limits.setPreCommitment(customerId, site, request.body?.limit);
      return customers.get(customerId, site);
    },
  );
  app.delete(
    '/precommitment',
    { onRequest: requireCustomer(identity), schema: { response: { 200: CustomerSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => {
      const { site } = siteOf(request);
      const { customerId } = customerOf(request);
      await limits.removePreCommitment(customerId);
      return customers.get(customerId, site);
    },
  );
};
