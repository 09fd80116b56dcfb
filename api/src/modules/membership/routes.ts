import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestHookHandler } from 'fastify';
import { GIVEAWAY_PAGE_SIZE } from '@drawfront/shared/contract/membership';
import { Type } from 'typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireCapability } from '../../plugins/require-capability';
import { bearerToken } from '../../plugins/signature';
import { siteOf } from '../../plugins/site-resolution';
import type { SiteService } from '../sites/service';
import type { BenefitsService } from './benefits';
import { benefitsPage } from './benefits';
import type { GiveawayService } from './giveaways-service';
import {
  BenefitsLinkSchema,
  BenefitsTokenParamsSchema,
  CustomerMembershipSchema,
  DrawIdParamsSchema,
  EntryBodySchema,
  GiveawayDrawSchema,
  GiveawayListQuerySchema,
  GiveawayPageSchema,
  GiveawayParamsSchema,
  JoinBodySchema,
  MembershipConfigSchema,
  UpcomingDrawSchema,
  WinnersPageSchema,
  WinnersQuerySchema,
} from './schemas';
import type { MembershipService } from './service';

interface MembershipRouteOptions {
  membership: MembershipService;
  giveaways: GiveawayService;
  benefits: BenefitsService;
  identity: Authenticator;
  sites: SiteService;
}

/** `PUT /membership` is version 3.2 (groups spec §7). */
const JOIN_VERSION = '3.2';

/**
 * The Membership API (groups spec §7): `GET /v4/config`, `GET /v3/customer`, `PUT /membership`, `PUT /v3/draws/{id}`,
 * `GET /v3/benefits`; plus the giveaway lists, one giveaway and the winners the programme's pages read.
 */
export const membershipRoutes: FastifyPluginAsyncTypebox<MembershipRouteOptions> = async (app, { membership, giveaways, benefits, identity, sites }) => {
  const programmeOn = requireCapability(sites, 'membership-program');
  const member = [programmeOn, requireCustomer(identity)];
  // Lists and pages are public; a signed-in caller also gets their own entries.
  const maybeMember: onRequestHookHandler[] = [
    programmeOn,
    async (request) => {
      if (bearerToken(request) !== '') request.customer = await identity.authenticate(bearerToken(request), siteOf(request).site.key);
    },
  ];
  app.addHook('onSend', async (_request, reply) => {
    noStore(reply);
  });

  app.get('/v4/config', { onRequest: programmeOn, schema: { response: { 200: MembershipConfigSchema, ...errorResponses(400, 404) } } }, async (request) => membership.config(siteOf(request).site, siteOf(request).subVariant));

  app.get('/v3/customer', { onRequest: member, schema: { response: { 200: CustomerMembershipSchema, ...errorResponses(400, 401, 404) } } }, async (request) =>
    membership.customer(siteOf(request).site, customerOf(request).customerId),
  );

  app.put('/membership', { onRequest: member, schema: { body: JoinBodySchema, response: { 200: CustomerMembershipSchema, ...errorResponses(400, 401, 404, 415, 422) } } }, async (request) => {
    if (request.apiVersion < JOIN_VERSION) throw new AppError(ERROR_CODES.versionTooOld, ['PUT /membership', JOIN_VERSION, request.apiVersion]);
    return membership.join(siteOf(request).site, customerOf(request).customerId, request.body);
  });

  app.put(
    '/v3/draws/:id',
    { onRequest: member, schema: { params: DrawIdParamsSchema, body: EntryBodySchema, response: { 200: UpcomingDrawSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422) } } },
    async (request) => giveaways.setEntry(siteOf(request).site, customerOf(request).customerId, request.params.id, request.body.entryStatus),
  );

  app.get('/v3/benefits', { onRequest: member, schema: { response: { 200: BenefitsLinkSchema, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
    benefits.link(siteOf(request).site, customerOf(request).customerId, `${request.protocol}://${request.host}`),
  );

  app.get('/v3/draws', { onRequest: maybeMember, schema: { querystring: GiveawayListQuerySchema, response: { 200: GiveawayPageSchema, ...errorResponses(400, 401, 404, 422) } } }, async (request) => {
    const { status = 'current', mine = false, limit = GIVEAWAY_PAGE_SIZE, offset = 0 } = request.query;
    return giveaways.list(siteOf(request).site, request.customer?.customerId ?? null, { state: status === 'current' ? 'open' : 'drawn', mine, limit, offset }, siteOf(request).subVariant.currency);
  });

  app.get(
    '/v3/draws/:giveawayType/:drawNumber',
    { onRequest: maybeMember, schema: { params: GiveawayParamsSchema, response: { 200: GiveawayDrawSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => giveaways.byNumber(siteOf(request).site, request.customer?.customerId ?? null, request.params.giveawayType, request.params.drawNumber, siteOf(request).subVariant.currency),
  );

  app.get('/v3/winners', { onRequest: programmeOn, schema: { querystring: WinnersQuerySchema, response: { 200: WinnersPageSchema, ...errorResponses(400, 404, 422) } } }, async (request) => {
    const { limit = GIVEAWAY_PAGE_SIZE, offset = 0 } = request.query;
    return giveaways.winners(siteOf(request).site, { limit, offset });
  });
};

/** The benefits page an `ssoUrl` opens: visited by the browser itself, so unsigned; the single-use token is the credential. */
export const benefitsPageRoutes: FastifyPluginAsyncTypebox<{ benefits: BenefitsService }> = async (app, { benefits }) => {
  const page = { description: 'An HTML page', content: { 'text/html': { schema: Type.String() } } };
  app.get('/benefits/sso/:token', { schema: { params: BenefitsTokenParamsSchema, response: { 200: page, 404: page, 410: page, ...errorResponses(400, 422) } } }, async (request, reply) => {
    const answer = benefitsPage(await benefits.visit(request.params.token));
    noStore(reply);
    return reply.status(answer.status).header('Content-Type', 'text/html; charset=utf-8').header('Referrer-Policy', 'no-referrer').send(answer.html);
  });
};
