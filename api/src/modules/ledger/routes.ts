import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { PAGE_DEFAULTS, PageQuerySchema, TransactionsResponseSchema } from './schemas';
import { walletTransactions } from './service';

/** The customer's wallet movements under /v2 (storefront §7 "Limits and money": GET /transactions). */
export const ledgerRoutes: FastifyPluginAsyncTypebox<{ identity: Authenticator }> = async (app, { identity }) => {
  app.get(
    '/transactions',
    { onRequest: requireCustomer(identity), schema: { querystring: PageQuerySchema, response: { 200: TransactionsResponseSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { limit = PAGE_DEFAULTS.limit, offset = PAGE_DEFAULTS.offset } = request.query;
      return walletTransactions(app.db, customerOf(request).customerId, siteOf(request).site.currency, limit, offset);
    },
  );
};
