import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerHookHandler } from 'fastify';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { idempotencyKeyOf } from '../../plugins/idempotency-key';
import { requireCapability } from '../../plugins/require-capability';
import { siteOf } from '../../plugins/site-resolution';
import type { SiteService } from '../sites/service';
import { customerCountry } from '../sites/money-site';
import { BankAccountBodySchema, TransactionParamsSchema, WithdrawalAccountSchema, WithdrawalBodySchema, WithdrawalListSchema, WithdrawalMethodsResponseSchema, WithdrawalParamsSchema, WithdrawalSchema } from './schemas';
import type { WithdrawalService } from './service';

export interface WithdrawalRouteOptions {
  withdrawals: WithdrawalService;
  identity: Authenticator;
  sites: SiteService;
  /**
   * Request-level gates before money or a payout destination changes: the step-up check (403 REQUIRED)
   * goes here when the identity work lands (see `checks.ts`). Empty until then.
   */
  stepUp?: readonly preHandlerHookHandler[];
}

/** Withdrawal accounts and withdrawals under /v2, on sites with the wallet-withdrawal capability. */
export const withdrawalRoutes: FastifyPluginAsyncTypebox<WithdrawalRouteOptions> = async (app, { withdrawals, identity, sites, stepUp = [] }) => {
  const signedIn = [requireCapability(sites, 'wallet-withdrawal'), requireCustomer(identity)];
  const guarded = [...stepUp];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/funds/bank-account',
    { onRequest: signedIn, preHandler: guarded, schema: { body: BankAccountBodySchema, response: { 201: WithdrawalAccountSchema, ...errorResponses(400, 401, 403, 404, 415, 422) } } },
    async (request, reply) => reply.status(201).send(await withdrawals.addAccount(customerOf(request).customerId, request.body, customerCountry(siteOf(request).site))),
  );

  app.get('/withdrawal_methods', { onRequest: signedIn, schema: { response: { 200: WithdrawalMethodsResponseSchema, ...errorResponses(400, 401, 404) } } }, async (request) => ({
    withdrawalMethods: await withdrawals.methods(customerOf(request).customerId),
  }));

  app.post(
    '/withdrawals',
    { onRequest: signedIn, preHandler: guarded, schema: { body: WithdrawalBodySchema, response: { 201: WithdrawalSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422) } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { withdrawal, replayed } = await withdrawals.request(siteOf(request).site, customerOf(request).customerId, key, request.body);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(withdrawal);
    },
  );

  app.get('/withdrawals', { onRequest: signedIn, schema: { response: { 200: WithdrawalListSchema, ...errorResponses(400, 401, 404) } } }, async (request) => withdrawals.list(customerOf(request).customerId));

  app.get(
    '/withdrawals/:id',
    { onRequest: signedIn, schema: { params: WithdrawalParamsSchema, response: { 200: WithdrawalSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => withdrawals.get(customerOf(request).customerId, request.params.id),
  );

  app.get(
    '/withdrawals/summary/:transactionId',
    { onRequest: signedIn, schema: { params: TransactionParamsSchema, response: { 200: WithdrawalSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => withdrawals.byTransaction(customerOf(request).customerId, request.params.transactionId),
  );

  app.post(
    '/withdrawals/:id/cancel',
    { onRequest: signedIn, schema: { params: WithdrawalParamsSchema, response: { 200: WithdrawalSchema, ...errorResponses(400, 401, 404, 409, 422) } } },
    async (request) => withdrawals.cancel(customerOf(request).customerId, request.params.id),
  );
};
