import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerOf, optionalCustomer, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { linkOrigin } from '../identity/link-origin';
import { ConfirmBodySchema, ConfirmResultSchema, CustomerDetailsSchema, UpdateDetailsBodySchema } from './schemas';
import type { CustomerDetailsService } from './service';

/**
 * My details and the confirmation banner under /v2 (groups spec §7 "Customer"): `GET` and `POST /customer/details`
 * (the change behind step-up), `PATCH /customer/confirm-address` and `/customer/confirm-email-address` (signed in,
 * or with the token of the mailed link: the confirm page is public).
 */
export const customerDetailsRoutes: FastifyPluginAsyncTypebox<{ details: CustomerDetailsService; identity: Authenticator; stepUp?: preHandlerHookHandler }> = async (app, { details, identity, stepUp }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/customer/details',
    { onRequest: requireCustomer(identity), schema: { response: { 200: CustomerDetailsSchema, ...errorResponses(400, 401) } } },
    async (request) => details.get(siteOf(request).site, customerOf(request).customerId),
  );

  app.post(
    '/customer/details',
    {
      onRequest: requireCustomer(identity),
      preHandler: stepUp ? [stepUp] : [],
      schema: { body: UpdateDetailsBodySchema, response: { 200: CustomerDetailsSchema, ...errorResponses(400, 401, 403, 409, 415, 422) } },
    },
    async (request) => {
      const { site } = siteOf(request);
      return details.update(site, customerOf(request).customerId, request.body, linkOrigin(request, site));
    },
  );

  app.patch(
    '/customer/confirm-address',
    { onRequest: optionalCustomer(identity), schema: { body: ConfirmBodySchema, response: { 200: ConfirmResultSchema, ...errorResponses(400, 401, 409, 410, 415) } } },
    async (request) => details.confirmAddress(siteOf(request).site, request.customer?.customerId ?? null, request.body.token),
  );

  app.patch(
    '/customer/confirm-email-address',
    { onRequest: optionalCustomer(identity), schema: { body: ConfirmBodySchema, response: { 200: ConfirmResultSchema, ...errorResponses(400, 401, 409, 410, 415) } } },
    async (request) => {
      const { site } = siteOf(request);
      return details.confirmEmail(site, request.customer?.customerId ?? null, request.body.token, linkOrigin(request, site));
    },
  );
};
