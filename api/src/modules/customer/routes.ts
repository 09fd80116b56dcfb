import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { customerOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { CustomerSchema, WithdrawableFundsSchema } from './schemas';
import type { CustomerService } from './service';

/** The signed-in customer under /v2. */
export const customerRoutes: FastifyPluginAsyncTypebox<{ customers: CustomerService; identity: Authenticator }> = async (app, { customers, identity }) => {
  app.get(
    '/customer',
    { onRequest: requireCustomer(identity), schema: { response: { 200: CustomerSchema, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return customers.get(customerOf(request).customerId, siteOf(request).site);
    },
  );

  app.get(
    '/customer/withdrawable-funds',
    { onRequest: requireCustomer(identity), schema: { response: { 200: WithdrawableFundsSchema, ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return customers.withdrawableFunds(customerOf(request).customerId, siteOf(request).site);
    },
  );
};
