import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GROUP_LIST_PAGE_SIZE } from '@drawfront/shared/rules/lotto-party';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { lottoPartyHeadersHook, requireCustomerId } from './headers';
import { ConfigSchema, DetailsQuery, DrawParams, GroupBody, GroupPageSchema, GroupParams, GroupSchema, OrderPageSchema, OrderParams, OrderSchema, OrdersQuery, PageQuery, SessionBody, SessionChangeBody, SessionDetailsSchema, SessionPageSchema, SessionParams, SessionSchema, SubVariantParams, TokenParams } from './schemas';
import type { LottoPartyService } from './service';

/**
 * The lotto party API (groups spec §7, namespace /social/v3, version 3.0). Every call is signed (the scope's
 * hook), names a sub-variant and speaks 3.0 (`lottoPartyHeadersHook`); every call but config and discover needs
 * the customer's token and their id in X-Customer-Id (groups spec §6).
 */
export const lottoPartyRoutes: FastifyPluginAsyncTypebox<{ lottoParty: LottoPartyService; identity: Authenticator }> = async (app, { lottoParty, identity }) => {
  const signedIn = [requireCustomer(identity), requireCustomerId()];
  app.addHook('onRequest', lottoPartyHeadersHook());
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
  const who = (request: Parameters<typeof customerOf>[0]) => [siteOf(request).site, customerOf(request).customerId] as const;
  const denied = errorResponses(400, 401, 403, 404);

  // Groups.
  app.post('/group', { onRequest: signedIn, schema: { body: GroupBody, response: { 201: GroupSchema, ...denied, ...errorResponses(409, 415, 422) } } }, async (request, reply) => {
    reply.code(201);
    return lottoParty.createGroup(...who(request), request.body);
  });
  app.get('/group', { onRequest: signedIn, schema: { querystring: PageQuery, response: { 200: GroupPageSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.listGroups(...who(request), request.query.limit ?? GROUP_LIST_PAGE_SIZE, request.query.offset ?? 0),
  );
  app.get('/group/:id', { onRequest: signedIn, schema: { params: GroupParams, response: { 200: GroupSchema, ...denied, ...errorResponses(422) } } }, async (request) => lottoParty.group(...who(request), request.params.id));
  app.get('/group/token/:token', { onRequest: signedIn, schema: { params: TokenParams, response: { 200: GroupSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.groupByToken(...who(request), request.params.token),
  );
  // Joining with the invite link and leaving: the spec names no path for them; they sit beside the token and group reads.
  app.post('/group/token/:token/member', { onRequest: signedIn, schema: { params: TokenParams, response: { 200: GroupSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.joinGroup(...who(request), request.params.token),
  );
  app.delete('/group/:id/member', { onRequest: signedIn, schema: { params: GroupParams, response: { 200: GroupSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.leaveGroup(...who(request), request.params.id),
  );
  app.get('/group/:id/session', { onRequest: signedIn, schema: { params: GroupParams, querystring: PageQuery, response: { 200: SessionPageSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.groupSessions(...who(request), request.params.id, request.query.limit, request.query.offset),
  );
  app.get('/group/:id/session/open', { onRequest: signedIn, schema: { params: GroupParams, response: { 200: SessionSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.openSession(...who(request), request.params.id),
  );

  // Sessions.
  app.post('/session', { onRequest: signedIn, schema: { body: SessionBody, response: { 201: SessionDetailsSchema, ...denied, ...errorResponses(415, 422) } } }, async (request, reply) => {
    reply.code(201);
    return lottoParty.createSession(...who(request), request.body);
  });
  app.put('/session/:id', { onRequest: signedIn, schema: { params: SessionParams, body: SessionChangeBody, response: { 200: SessionDetailsSchema, ...denied, ...errorResponses(415, 422) } } }, async (request) =>
    lottoParty.updateSession(...who(request), request.params.id, request.body.autosessionStatus),
  );
  app.get('/session/discover', { onRequest: signedIn, schema: { querystring: PageQuery, response: { 200: SessionPageSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.discover(siteOf(request).site, customerOf(request).customerId, null, request.query.limit, request.query.offset),
  );
  app.get('/session/discover/draw/:drawId', { onRequest: signedIn, schema: { params: DrawParams, querystring: PageQuery, response: { 200: SessionPageSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.discover(siteOf(request).site, customerOf(request).customerId, request.params.drawId, request.query.limit, request.query.offset),
  );
  app.get('/session/:id', { onRequest: signedIn, schema: { params: SessionParams, response: { 200: SessionDetailsSchema, ...denied, ...errorResponses(422) } } }, async (request) => lottoParty.session(...who(request), request.params.id));

  // Config (public: the landing page reads it signed out).
  app.get('/config', { schema: { response: { 200: ConfigSchema, ...errorResponses(400, 401) } } }, async (request) => lottoParty.config(siteOf(request).site, siteOf(request).subVariant.code));
  app.get('/config/:subvariant', { schema: { params: SubVariantParams, response: { 200: ConfigSchema, ...errorResponses(400, 401, 404, 422) } } }, async (request) => {
    const { site } = siteOf(request);
    const wanted = site.subVariants.find((subVariant) => subVariant.code === request.params.subvariant.toUpperCase());
    if (!wanted) return lottoParty.config(site, siteOf(request).subVariant.code);
    return lottoParty.config(site, wanted.code);
  });

  // Orders: the customer's share purchases.
  app.get('/orders', { onRequest: signedIn, schema: { querystring: OrdersQuery, response: { 200: OrderPageSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.orders(...who(request), request.query.status, request.query.limit, request.query.offset),
  );
  app.get('/orders/recommended', { onRequest: signedIn, schema: { response: { 200: SessionPageSchema, ...denied } } }, async (request) => lottoParty.recommended(...who(request)));
  app.get('/orders/social_syndicate_session/:id', { onRequest: signedIn, schema: { params: SessionParams, querystring: DetailsQuery, response: { 200: OrderPageSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.ordersOfSession(...who(request), request.params.id, request.query.show_details ?? false),
  );
  app.get('/orders/:id', { onRequest: signedIn, schema: { params: OrderParams, querystring: DetailsQuery, response: { 200: OrderSchema, ...denied, ...errorResponses(422) } } }, async (request) =>
    lottoParty.order(...who(request), request.params.id, request.query.show_details ?? false),
  );
};
