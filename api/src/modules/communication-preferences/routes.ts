import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { optionalCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { CommunicationPreferencesSchema, CustomerParamsSchema, OfferParamsSchema, SignatureQuerySchema, UpdatePreferencesBodySchema } from './schemas';
import type { CommunicationPreferencesService } from './service';

/**
 * `GET` and `PUT /v2/customer/{id}/communication-preferences` (groups spec §7), and the PUT with a trailing product
 * offer key (an unsubscribe from one offer's mail). Signed in as that customer, or with `?signature=` from the
 * emailed link (the public `/communication-preferences/{id}` and `/unsubscribe/…` pages).
 */
export const communicationPreferencesRoutes: FastifyPluginAsyncTypebox<{ preferences: CommunicationPreferencesService; identity: Authenticator }> = async (app, { preferences, identity }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const responses = { 200: CommunicationPreferencesSchema, ...errorResponses(400, 401, 403, 404, 415, 422) };

  app.get(
    '/customer/:id/communication-preferences',
    { onRequest: optionalCustomer(identity), schema: { params: CustomerParamsSchema, querystring: SignatureQuerySchema, response: responses } },
    async (request) => preferences.get(siteOf(request).site, request.params.id, { signedIn: request.customer?.customerId ?? null, signature: request.query.signature }),
  );

  app.put(
    '/customer/:id/communication-preferences',
    { onRequest: optionalCustomer(identity), schema: { params: CustomerParamsSchema, querystring: SignatureQuerySchema, body: UpdatePreferencesBodySchema, response: responses } },
    async (request) => preferences.update(siteOf(request).site, request.params.id, { signedIn: request.customer?.customerId ?? null, signature: request.query.signature }, request.body, null),
  );

  app.put(
    '/customer/:id/communication-preferences/:productOfferKey',
    { onRequest: optionalCustomer(identity), schema: { params: OfferParamsSchema, querystring: SignatureQuerySchema, body: UpdatePreferencesBodySchema, response: responses } },
    async (request) =>
      preferences.update(siteOf(request).site, request.params.id, { signedIn: request.customer?.customerId ?? null, signature: request.query.signature }, request.body, request.params.productOfferKey),
  );
};
