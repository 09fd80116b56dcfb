import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { monthBounds } from '../../lib/month-bounds';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import type { SiteRecord } from '../sites/site-record';
import { TransactionFilterSchema, TransactionsQuerySchema, TransactionsResponseSchema } from './schemas';
import type { MovementFilter, walletTransactions } from './service';
import { transactionsCsv } from './transactions-csv';
import { PAGE_DEFAULTS } from '../../schemas/paging';

/** The most rows one CSV export holds (a month or a kind is far less; all of a long history is capped). */
const EXPORT_LIMIT = 10_000;

function filterOf(query: { kind?: MovementFilter['kind']; month?: string }, site: SiteRecord): MovementFilter {
  const bounds = query.month ? monthBounds(query.month, site.timeZone) : null;
  return { kind: query.kind, from: bounds?.start, to: bounds?.end };
}

/** The customer's wallet movements under /v2 (storefront §7 "Limits and money": GET /transactions), filtered by kind and month, and as CSV. */
export const ledgerRoutes: FastifyPluginAsyncTypebox<{
  /** A page of the customer's wallet movements in a currency, newest first (the ledger's reading of a wallet). */
  transactions: (customerId: string, currency: string, limit: number, offset: number, filter: MovementFilter) => ReturnType<typeof walletTransactions>;
  identity: Authenticator;
}> = async (app, { transactions, identity }) => {
  app.get(
    '/transactions',
    { onRequest: requireCustomer(identity), schema: { querystring: TransactionsQuerySchema, response: { 200: TransactionsResponseSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { limit = PAGE_DEFAULTS.limit, offset = PAGE_DEFAULTS.offset } = request.query;
      const { site } = siteOf(request);
      return transactions(customerOf(request).customerId, site.currency, limit, offset, filterOf(request.query, site));
    },
  );

  app.get(
    '/transactions/export',
    { onRequest: requireCustomer(identity), schema: { querystring: TransactionFilterSchema, response: { 200: Type.String(), ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      const { site } = siteOf(request);
      const page = await transactions(customerOf(request).customerId, site.currency, EXPORT_LIMIT, 0, filterOf(request.query, site));
      const name = ['transactions', request.query.kind, request.query.month].filter(Boolean).join('-');
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}.csv"`)
        .send(transactionsCsv(page.transactions, site.timeZone));
    },
  );
};
