import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { idempotencyKeyOf } from '../../plugins/idempotency-key';
import { requireCapability } from '../../plugins/require-capability';
import { siteOf } from '../../plugins/site-resolution';
import type { SiteService } from '../sites/service';
import { CartItemAddSchema, CartItemChangeSchema, CartSchema, CartTokenParamsSchema, ItemParamsSchema, PromotionAddSchema, TokenItemParamsSchema } from './schemas';
import type { CartService, CartSite } from './service';

/** The request's site, its lines priced in the sub-variant's own pricing (the en-GB pounds) where it has one. */
function cartSite(request: FastifyRequest): CartSite {
  const { site, subVariant } = siteOf(request);
  return { ...site, pricingSubVariant: subVariant.code };
}

const READ_ERRORS = errorResponses(400, 401, 404);
const WRITE_ERRORS = errorResponses(400, 401, 404, 415, 422);

// Carts change with every click: never cached (the client debounces instead, spec §7).
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** Anonymous and customer carts under /v2 (storefront §7 "Anonymous cart" and "Customer cart"). */
export const cartRoutes: FastifyPluginAsyncTypebox<{ carts: CartService; identity: Authenticator; sites: SiteService }> = async (app, { carts, identity, sites }) => {
  app.addHook('onSend', async (_request, reply) => {
    noStore(reply);
  });
  const signedIn = { onRequest: requireCustomer(identity) };
  // Spec §8: the client shows the first message under 'this' of a failed add or change.
  const underThis = { config: { firstErrorUnderThis: true } };

  app.post('/anon-cart', { schema: { response: { 201: CartSchema, ...WRITE_ERRORS } } }, async (request, reply) =>
    reply.status(201).send(await carts.createAnon(cartSite(request))),
  );
  app.get('/anon-cart/:token', { schema: { params: CartTokenParamsSchema, response: { 200: CartSchema, ...READ_ERRORS } } }, async (request) =>
    carts.getAnon(cartSite(request), request.params.token),
  );
  app.post('/anon-cart/:token/items', { ...underThis, schema: { params: CartTokenParamsSchema, body: CartItemAddSchema, response: { 200: CartSchema, ...WRITE_ERRORS } } }, async (request) =>
    carts.addAnon(cartSite(request), request.params.token, request.body),
  );
  app.put('/anon-cart/:token/items/:id', { ...underThis, schema: { params: TokenItemParamsSchema, body: CartItemChangeSchema, response: { 200: CartSchema, ...WRITE_ERRORS } } }, async (request) =>
    carts.changeAnon(cartSite(request), request.params.token, request.params.id, request.body),
  );
  app.delete('/anon-cart/:token/items/:id', { schema: { params: TokenItemParamsSchema, response: { 200: CartSchema, ...WRITE_ERRORS } } }, async (request) =>
    carts.removeAnon(cartSite(request), request.params.token, request.params.id),
  );
  app.post('/anon-cart/:token/build', { schema: { params: CartTokenParamsSchema, response: { 200: CartSchema, ...WRITE_ERRORS } } }, async (request) =>
    carts.getAnon(cartSite(request), request.params.token),
  );
  app.post('/anon-cart/:token/convert', { ...signedIn, schema: { params: CartTokenParamsSchema, response: { 200: CartSchema, ...WRITE_ERRORS } } }, async (request) =>
    carts.convert(cartSite(request), request.params.token, customerOf(request).customerId),
  );

  app.get('/cart/items', { ...signedIn, schema: { response: { 200: CartSchema, ...READ_ERRORS } } }, async (request) =>
    carts.get(cartSite(request), customerOf(request).customerId),
  );
  app.post('/cart/items', { ...signedIn, ...underThis, schema: { body: CartItemAddSchema, response: { 200: CartSchema, ...WRITE_ERRORS } } }, async (request) =>
    carts.add(cartSite(request), customerOf(request).customerId, request.body),
  );
  app.put('/cart/items/:id', { ...signedIn, ...underThis, schema: { params: ItemParamsSchema, body: CartItemChangeSchema, response: { 200: CartSchema, ...WRITE_ERRORS } } }, async (request) =>
    carts.change(cartSite(request), customerOf(request).customerId, request.params.id, request.body),
  );
  app.delete('/cart/items/:id', { ...signedIn, schema: { params: ItemParamsSchema, response: { 200: CartSchema, ...WRITE_ERRORS } } }, async (request) =>
    carts.remove(cartSite(request), customerOf(request).customerId, request.params.id),
  );
  app.post('/cart/build', { ...signedIn, schema: { response: { 200: CartSchema, ...WRITE_ERRORS } } }, async (request) =>
    carts.get(cartSite(request), customerOf(request).customerId),
  );

  // Promotions (storefront §7, v3.3): a code on the visitor's or the customer's cart, and taking it off
  // (also `DELETE …/items/{id}` with the promotion's id). A credit code moves money, so the customer's call
  // carries an Idempotency-Key (asked for only when the code turns out to be a credit).
  const vouchersOn = requireCapability(sites, 'vouchers');
  const PROMOTION_ERRORS = errorResponses(400, 401, 404, 415, 422);
  app.post('/anon-cart/:token/promotion', { onRequest: vouchersOn, schema: { params: CartTokenParamsSchema, body: PromotionAddSchema, response: { 200: CartSchema, ...PROMOTION_ERRORS } } }, async (request) =>
    carts.addPromotionAnon(cartSite(request), request.params.token, request.body.promotionCode),
  );
  app.delete('/anon-cart/:token/promotion', { onRequest: vouchersOn, schema: { params: CartTokenParamsSchema, response: { 200: CartSchema, ...PROMOTION_ERRORS } } }, async (request) =>
    carts.removePromotionAnon(cartSite(request), request.params.token),
  );
  app.post('/cart/promotion', { onRequest: [vouchersOn, requireCustomer(identity)], schema: { body: PromotionAddSchema, response: { 200: CartSchema, ...PROMOTION_ERRORS } } }, async (request, reply) => {
    const answer = await carts.addPromotion(cartSite(request), customerOf(request).customerId, request.body.promotionCode, () => idempotencyKeyOf(request));
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return answer.cart;
  });
  app.delete('/cart/promotion', { onRequest: [vouchersOn, requireCustomer(identity)], schema: { response: { 200: CartSchema, ...PROMOTION_ERRORS } } }, async (request) =>
    carts.removePromotion(cartSite(request), customerOf(request).customerId),
  );
};
