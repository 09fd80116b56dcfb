import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { idempotencyKeyOf } from '../../plugins/idempotency-key';
import { siteOf } from '../../plugins/site-resolution';

import { CheckoutParamsSchema, PurchaseBodySchema, ReceiptSchema, TicketParamsSchema, TicketSchema, TicketsQuerySchema, TicketsResponseSchema } from './schemas';
import type { PurchaseService } from './service';
import { refuseOtherCurrency } from './currency-check';
import { PAGE_DEFAULTS } from '../../schemas/paging';

/** Purchase, receipts and tickets under /v2 (storefront §7 "Customer cart", "Limits and money"). */
export const purchaseRoutes: FastifyPluginAsyncTypebox<{ purchases: PurchaseService; identity: Authenticator }> = async (app, { purchases, identity }) => {
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/cart/purchase',
    {
      onRequest: signedIn,
      // The body is optional: no body buys the cart from the wallet.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { body: PurchaseBodySchema, response: { 200: ReceiptSchema, 201: ReceiptSchema, ...errorResponses(400, 401, 404, 415, 422) } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      refuseOtherCurrency(siteOf(request));
      const answer = await purchases.purchase(siteOf(request).site, customerOf(request).customerId, key, request.body ?? {});
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(answer.statusCode as 201).send(answer.receipt);
    },
  );

  app.get(
    '/checkout/:id',
    { onRequest: signedIn, schema: { params: CheckoutParamsSchema, response: { 200: ReceiptSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => {
      // Spec §7: GET /checkout/{id} is a v3.4 call.
      if (request.apiVersion < '3.4') throw new AppError(ERROR_CODES.versionTooOld, ['GET /v2/checkout/{id}', '3.4', request.apiVersion]);
      return purchases.receipt(customerOf(request).customerId, request.params.id);
    },
  );

  app.get(
    '/tickets',
    { onRequest: signedIn, schema: { querystring: TicketsQuerySchema, response: { 200: TicketsResponseSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => {
      const { status = 'upcoming', limit = PAGE_DEFAULTS.limit, offset = PAGE_DEFAULTS.offset } = request.query;
      return purchases.tickets(customerOf(request).customerId, siteOf(request).subVariant.code, status, limit, offset);
    },
  );

  app.get(
    '/tickets/:id',
    { onRequest: signedIn, schema: { params: TicketParamsSchema, response: { 200: TicketSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => purchases.ticket(customerOf(request).customerId, siteOf(request).subVariant.code, request.params.id),
  );
};
