import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';

import { ShareParamsSchema, SharesQuerySchema, SyndicateShareSchema, SyndicateSharesSchema } from './schemas';
import type { SyndicatesService } from './service';
import { PAGE_DEFAULTS } from '../../schemas/paging';

/** A customer's syndicate shares under /v2 (/my-account/syndicate-tickets/share/{id}). */
export const syndicateRoutes: FastifyPluginAsyncTypebox<{ syndicates: SyndicatesService; identity: Authenticator }> = async (app, { syndicates, identity }) => {
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/syndicate-shares',
    { onRequest: signedIn, schema: { querystring: SharesQuerySchema, response: { 200: SyndicateSharesSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => {
      const { limit = PAGE_DEFAULTS.limit, offset = PAGE_DEFAULTS.offset } = request.query;
      return syndicates.shares(customerOf(request).customerId, siteOf(request).subVariant.code, limit, offset);
    },
  );

  app.get(
    '/syndicate-shares/:id',
    { onRequest: signedIn, schema: { params: ShareParamsSchema, response: { 200: SyndicateShareSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => syndicates.share(customerOf(request).customerId, siteOf(request).subVariant.code, request.params.id),
  );
};
