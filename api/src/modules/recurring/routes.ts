import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';

import type { RecurringRunner } from './runner';
import {
  ActionParamsSchema, AutoplayChangeSchema, AutoplayListSchema, AutoplaySchema, CombinedListSchema, IdParamsSchema, ListQuerySchema, MethodQuerySchema,
  MethodsSchema, MinimumJackpotBodySchema, PaymentResolutionListSchema, QuickpickBodySchema, RunReportSchema, ScheduledPurchaseListSchema,
  ScheduledPurchaseSchema, StatusBodySchema, SubscriptionChangeSchema, SubscriptionListSchema, SubscriptionsQuerySchema,
} from './schemas';
import type { RecurringService } from './service';
import { PAGE_DEFAULTS } from '../../schemas/paging';

/** Autoplay calls are v3.3 (storefront §7 "Autoplay (v3.3)", `GET /payment_resolutions` (v3.3)). */
function needs33(request: FastifyRequest, call: string): void {
  if (request.apiVersion < '3.3') throw new AppError(ERROR_CODES.versionTooOld, [call, '3.3', request.apiVersion]);
}
const cents = (value: number | string | null | undefined) => (value === undefined ? undefined : value === null ? null : Number(value));
const flag = (value: boolean | string | undefined) => (value === undefined ? undefined : value === true || value === 'true' || value === '1');
const ERRORS = errorResponses(400, 401, 404, 415, 422);

/** Autoplays, subscriptions, scheduled purchases, the combined list, payment resolutions and the sync run (storefront §7; groups spec §7). */
export const recurringRoutes: FastifyPluginAsyncTypebox<{ recurring: RecurringService; runner: RecurringRunner; identity: Authenticator }> = async (app, { recurring, runner, identity }) => {
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const who = (request: FastifyRequest) => customerOf(request).customerId;
  // Bodies are optional on the action calls: none is an empty object, which the schema then judges.
  const emptyBody = async (request: FastifyRequest) => {
    request.body ??= {};
  };

  app.get('/autoplay', { onRequest: signedIn, schema: { querystring: ListQuerySchema, response: { 200: AutoplayListSchema, ...ERRORS } } }, async (request) => {
    needs33(request, 'GET /v2/autoplay');
    return recurring.autoplays(who(request), request.query.limit ?? PAGE_DEFAULTS.limit, request.query.offset ?? PAGE_DEFAULTS.offset);
  });
  app.get('/autoplay/:id', { onRequest: signedIn, schema: { params: IdParamsSchema, response: { 200: AutoplaySchema, ...ERRORS } } }, async (request) => {
    needs33(request, 'GET /v2/autoplay/{id}');
    return recurring.get(who(request), request.params.id, 'autoplay');
  });
  app.patch('/autoplay/:id', { onRequest: signedIn, preValidation: emptyBody, schema: { params: IdParamsSchema, body: AutoplayChangeSchema, response: { 200: AutoplaySchema, ...ERRORS } } }, async (request) => {
    needs33(request, 'PATCH /v2/autoplay/{id}');
    const body = request.body;
    return recurring.changeAutoplay(who(request), request.params.id, { minimumJackpotAmount: cents(body.minimumJackpotAmount), quickpick: flag(body.quickpick), games: body.games, causeKey: body.causeKey });
  });
  app.post('/autoplay/:id/set-minimum-jackpot', { onRequest: signedIn, preValidation: emptyBody, schema: { params: IdParamsSchema, body: MinimumJackpotBodySchema, response: { 200: AutoplaySchema, ...ERRORS } } }, async (request) => {
    needs33(request, 'POST /v2/autoplay/{id}/set-minimum-jackpot');
    return recurring.changeAutoplay(who(request), request.params.id, { minimumJackpotAmount: cents(request.body.minimumJackpotAmount) });
  });
  app.post('/autoplay/:id/set-quickpick', { onRequest: signedIn, preValidation: emptyBody, schema: { params: IdParamsSchema, body: QuickpickBodySchema, response: { 200: AutoplaySchema, ...ERRORS } } }, async (request) => {
    needs33(request, 'POST /v2/autoplay/{id}/set-quickpick');
    return recurring.changeAutoplay(who(request), request.params.id, { quickpick: flag(request.body.quickpick) });
  });
  app.post('/autoplay/:action/:id', { onRequest: signedIn, schema: { params: ActionParamsSchema, response: { 200: AutoplaySchema, ...ERRORS } } }, async (request) => {
    needs33(request, 'POST /v2/autoplay/{action}/{id}');
    return recurring.toggle(who(request), request.params.id, request.params.action);
  });
  app.patch('/autoplays/:id/status', { onRequest: signedIn, preValidation: emptyBody, schema: { params: IdParamsSchema, body: StatusBodySchema, response: { 200: AutoplaySchema, ...ERRORS } } }, async (request) =>
    recurring.setStatus(who(request), request.params.id, 'autoplay', request.body),
  );

  app.get('/subscriptions', { onRequest: signedIn, schema: { querystring: SubscriptionsQuerySchema, response: { 200: SubscriptionListSchema, ...ERRORS } } }, async (request) => {
    const keys = request.query.lottery_keys?.split(',').map((key) => key.trim()).filter(Boolean);
    return recurring.subscriptions(who(request), request.query.limit ?? PAGE_DEFAULTS.limit, request.query.offset ?? PAGE_DEFAULTS.offset, keys);
  });
  app.get('/subscriptions/:id', { onRequest: signedIn, schema: { params: IdParamsSchema, response: { 200: AutoplaySchema, ...ERRORS } } }, async (request) =>
    recurring.get(who(request), request.params.id, 'subscription'),
  );
  app.patch('/subscriptions/:id', { onRequest: signedIn, preValidation: emptyBody, schema: { params: IdParamsSchema, body: SubscriptionChangeSchema, response: { 200: AutoplaySchema, ...ERRORS } } }, async (request) =>
    recurring.changeSubscription(who(request), request.params.id, request.body),
  );
  app.patch('/subscriptions/:id/status', { onRequest: signedIn, preValidation: emptyBody, schema: { params: IdParamsSchema, body: StatusBodySchema, response: { 200: AutoplaySchema, ...ERRORS } } }, async (request) =>
    recurring.setStatus(who(request), request.params.id, 'subscription', request.body),
  );

  app.get('/scheduled-purchases', { onRequest: signedIn, schema: { querystring: ListQuerySchema, response: { 200: ScheduledPurchaseListSchema, ...ERRORS } } }, async (request) =>
    recurring.scheduledPurchases(who(request), request.query.limit ?? PAGE_DEFAULTS.limit, request.query.offset ?? PAGE_DEFAULTS.offset),
  );
  app.get('/scheduled-purchases/:id', { onRequest: signedIn, schema: { params: IdParamsSchema, response: { 200: ScheduledPurchaseSchema, ...ERRORS } } }, async (request) =>
    recurring.scheduledPurchase(who(request), request.params.id),
  );
  app.patch('/scheduled-purchases/:id/cancel', { onRequest: signedIn, schema: { params: IdParamsSchema, response: { 200: ScheduledPurchaseSchema, ...ERRORS } } }, async (request) =>
    recurring.cancelScheduled(who(request), request.params.id),
  );

  app.get('/recurring_purchases', { onRequest: signedIn, schema: { querystring: ListQuerySchema, response: { 200: CombinedListSchema, ...ERRORS } } }, async (request) =>
    recurring.combined(who(request), request.query.limit ?? PAGE_DEFAULTS.limit, request.query.offset ?? PAGE_DEFAULTS.offset),
  );
  app.get('/payment_resolutions', { onRequest: signedIn, schema: { response: { 200: PaymentResolutionListSchema, ...ERRORS } } }, async (request) => {
    needs33(request, 'GET /v2/payment_resolutions');
    return recurring.paymentResolutions(who(request));
  });
  app.post('/process_recurring_purchases/sync', { onRequest: signedIn, schema: { response: { 200: RunReportSchema, ...ERRORS } } }, async (request) => runner.runFor(who(request)));

  app.get('/customer/recurring-purchase-method', { onRequest: signedIn, schema: { response: { 200: MethodsSchema, ...ERRORS } } }, async (request) => recurring.methods(who(request)));
  app.post('/customer/recurring-purchase-method', { onRequest: signedIn, schema: { querystring: MethodQuerySchema, response: { 200: MethodsSchema, ...ERRORS } } }, async (request) =>
    recurring.setMethod(who(request), request.query.recurring_purchase_method),
  );
};
