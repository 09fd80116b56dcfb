import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { AccountClosureSchema, CloseAccountBodySchema } from './schemas';
import type { AccountClosureService } from './service';

/** `DELETE /v2/customer` (groups spec §7 "Customer"): the signed-in customer closes their account, behind step-up. */
export const accountClosureRoutes: FastifyPluginAsyncTypebox<{ closures: AccountClosureService; identity: Authenticator; stepUp?: preHandlerHookHandler }> = async (app, { closures, identity, stepUp }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.delete(
    '/customer',
    {
      onRequest: requireCustomer(identity),
      preHandler: stepUp ? [stepUp] : [],
      schema: { body: CloseAccountBodySchema, response: { 200: AccountClosureSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422) } },
    },
    async (request) => closures.close(siteOf(request).site, customerOf(request).customerId, request.body),
  );
};
