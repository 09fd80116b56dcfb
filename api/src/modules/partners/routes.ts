import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PARTNER_PURCHASE_VERSION } from '@drawfront/shared/contract/partners';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { idempotencyKeyOf } from '../../plugins/idempotency-key';
import { requireCapability } from '../../plugins/require-capability';
import { siteOf } from '../../plugins/site-resolution';
import type { CartSite } from '../cart/service';
import { refuseOtherCurrency } from '../purchase/currency-check';
import type { SiteService } from '../sites/service';
import { PartnerCartBodySchema, PartnerCartSchema, PartnerParamsSchema, PartnerPurchaseBodySchema, PartnerPurchaseResultSchema, PartnerSchema } from './schemas';
import type { PartnerService } from './service';

function cartSite(request: FastifyRequest): CartSite {
  const { site, subVariant } = siteOf(request);
  return { ...site, pricingSubVariant: subVariant.code };
}

/**
 * Partner purchase under /v2 (groups spec §7 "Partner purchase"; capability partner-purchase): the partner,
 * its cart for a visitor (`/anon-cart/partner`) or a customer (`/cart/partner`), and the purchase (v3.2).
 * The receipt is `GET /checkout/{id}` (v3.4, purchase module).
 */
export const partnerRoutes: FastifyPluginAsyncTypebox<{ partners: PartnerService; identity: Authenticator; sites: SiteService }> = async (app, { partners, identity, sites }) => {
  const partnerOn = requireCapability(sites, 'partner-purchase');
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/partners/:slug', { onRequest: partnerOn, schema: { params: PartnerParamsSchema, response: { 200: PartnerSchema, ...errorResponses(400, 404) } } }, async (request) =>
    partners.partner(siteOf(request).site, request.params.slug),
  );

  const CART_ERRORS = errorResponses(400, 401, 404, 415, 422);
  app.post(
    '/anon-cart/partner/:slug',
    { onRequest: partnerOn, config: { firstErrorUnderThis: true }, schema: { params: PartnerParamsSchema, body: PartnerCartBodySchema, response: { 200: PartnerCartSchema, ...CART_ERRORS } } },
    async (request) => partners.cart(cartSite(request), request.params.slug, null, request.body.cartItem),
  );
  app.post(
    '/cart/partner/:slug',
    { onRequest: [partnerOn, signedIn], config: { firstErrorUnderThis: true }, schema: { params: PartnerParamsSchema, body: PartnerCartBodySchema, response: { 200: PartnerCartSchema, ...CART_ERRORS } } },
    async (request) => partners.cart(cartSite(request), request.params.slug, customerOf(request).customerId, request.body.cartItem),
  );

  app.post(
    '/cart/partner/:slug/purchase',
    { onRequest: [partnerOn, signedIn], schema: { params: PartnerParamsSchema, body: PartnerPurchaseBodySchema, response: { 201: PartnerPurchaseResultSchema, ...CART_ERRORS } } },
    async (request, reply) => {
      // Groups spec §7: the partner purchase is a v3.2 call.
      if (request.apiVersion < PARTNER_PURCHASE_VERSION) throw new AppError(ERROR_CODES.versionTooOld, ['POST /v2/cart/partner/{slug}/purchase', PARTNER_PURCHASE_VERSION, request.apiVersion]);
      const key = idempotencyKeyOf(request);
      refuseOtherCurrency(siteOf(request));
      const answer = await partners.purchase(siteOf(request).site, request.params.slug, customerOf(request).customerId, key, request.body);
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(answer.result);
    },
  );
};
