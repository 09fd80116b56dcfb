import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../errors/app-error';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { idempotencyKeyOf } from '../../plugins/idempotency-key';
import { siteOf } from '../../plugins/site-resolution';
import { FUNDS_ERRORS } from './errors';
import { requireSiteReturnPath } from './return-path';
import { AddCardBodySchema, DepositBodySchema, DepositParamsSchema, DepositSchema, FundParamsSchema, FundSchema, GatewayParamsSchema, PaymentMethodsResponseSchema } from './schemas';
import { PAYMENT_METHOD_FILTERS } from './cards-service';
import type { PaymentMethodFilter } from './cards-service';
import type { FundsService } from './service';
import type { SiteRecord } from '../sites/site-record';

const FILTER = /^filter\[([a-z_.]+)\]\[eq\]$/;

/** Reads the spec's bracket filters (`filter[funds.cart][eq]=true`); anything else is 400 unknown_filter. */
function parseFilters(query: Record<string, unknown>): PaymentMethodFilter {
  const filter: PaymentMethodFilter = {};
  for (const [key, raw] of Object.entries(query)) {
    const name = FILTER.exec(key)?.[1];
    if (!name || !(PAYMENT_METHOD_FILTERS as readonly string[]).includes(name)) {
      throw new AppError(FUNDS_ERRORS.unknownFilter, [`unknown filter '${key.slice(0, 64)}': use filter[<${PAYMENT_METHOD_FILTERS.join('|')}>][eq]=true|false`]);
    }
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (value !== 'true' && value !== 'false') throw new AppError(FUNDS_ERRORS.unknownFilter, [`filter ${name} must be true or false`]);
    filter[name as keyof PaymentMethodFilter] = value === 'true';
  }
  return filter;
}

/**
 * Removes another kind of fund the customer may hold (a withdrawal bank account); false when `id` is not one,
 * so the card is tried next. `DELETE /funds/{id}` is the spec's one removal call for every fund.
 */
export type RemoveOtherFund = (customerId: string, site: SiteRecord, id: string) => Promise<boolean>;

/** Funds, payment methods and deposits under /v2 (groups spec §7 "Funds"). */
export const fundsRoutes: FastifyPluginAsyncTypebox<{ funds: FundsService; identity: Authenticator; stepUp?: preHandlerHookHandler; removeOther?: RemoveOtherFund }> = async (app, { funds, identity, stepUp, removeOther }) => {
  // Adding or deleting a card is sensitive: a customer with two-factor on proves it recently first (403 REQUIRED).
  const sensitive = stepUp ? [stepUp] : [];
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/payment_methods', { onRequest: signedIn, schema: { response: { 200: PaymentMethodsResponseSchema, ...errorResponses(400, 401) } } }, async (request) => {
    const filter = parseFilters(request.query as Record<string, unknown>);
    return { paymentMethods: await funds.paymentMethods(customerOf(request).customerId, siteOf(request).site, filter) };
  });

  app.post(
    '/funds/cc/:gateway',
    { onRequest: signedIn, preHandler: sensitive, schema: { params: GatewayParamsSchema, body: AddCardBodySchema, response: { 201: FundSchema, ...errorResponses(400, 401, 403, 404, 415, 422) } } },
    async (request, reply) => reply.status(201).send(await funds.addCard(customerOf(request).customerId, request.params.gateway, request.body)),
  );

  app.post(
    '/funds/:id/default',
    { onRequest: signedIn, schema: { params: FundParamsSchema, response: { 200: FundSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => funds.makeDefault(customerOf(request).customerId, request.params.id),
  );

  app.delete(
    '/funds/:id',
    { onRequest: signedIn, preHandler: sensitive, schema: { params: FundParamsSchema, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409, 422) } } },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      if (!(await removeOther?.(customerId, siteOf(request).site, request.params.id))) await funds.remove(customerId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/funds/:id/deposit',
    { onRequest: signedIn, schema: { params: FundParamsSchema, body: DepositBodySchema, response: { 200: DepositSchema, 201: DepositSchema, ...errorResponses(400, 401, 404, 409, 415, 422) } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const body = request.body;
      requireSiteReturnPath(body.returnPath);
      const notifyBase = `${request.protocol}://${request.host}/3ds/notify`;
      const { site, subVariant } = siteOf(request);
      const answer = await funds.deposit(site, customerOf(request).customerId, request.params.id, key, body, notifyBase, subVariant);
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(answer.statusCode as 201).send(answer.deposit);
    },
  );

  app.get(
    '/deposits/:id',
    { onRequest: signedIn, schema: { params: DepositParamsSchema, response: { 200: DepositSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => funds.getDeposit(customerOf(request).customerId, request.params.id),
  );
};
