import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately } from '../../plugins/http-cache';
import { siteOf } from '../../plugins/site-resolution';
import {
  ArchivedParamsSchema,
  CustomerFullResultSchema,
  DrawPreviewSchema,
  CustomerPastResultsSchema,
  DrawDetailsSchema,
  DrawParamsSchema,
  DrawPrizesSchema,
  DrawWinnersSchema,
  FullResultsSchema,
  NumberStatisticsSchema,
  OfferParamsSchema,
  PastResultsSchema,
  PricingOfferParamsSchema,
  PricingParamsSchema,
  RESULTS_PAGE_DEFAULTS,
  ResultKeysSchema,
  ResultsPageQuerySchema,
  STATISTICS_DEFAULT_DRAWS,
  StatisticsQuerySchema,
} from './schemas';
import type { ResultsService, ResultsViewer } from './service';

/** Browsers may reuse a results read this long: as long as the API reuses its own (RESULTS_TTL_MS). */
const RESULTS_MAX_AGE_SECONDS = 5;

const viewerOf = (request: FastifyRequest): ResultsViewer => {
  const { site, subVariant } = siteOf(request);
  return { site, subVariant: subVariant.code };
};
const pageOf = (query: { limit?: number; offset?: number }) => ({ limit: query.limit ?? RESULTS_PAGE_DEFAULTS.limit, offset: query.offset ?? RESULTS_PAGE_DEFAULTS.offset });

/** Draw results and statistics under /v2 (storefront §2 results routes, §7 "Draws"; groups spec §7): public reads, except the customer's own. */
export const resultRoutes: FastifyPluginAsyncTypebox<{ results: ResultsService; identity: Authenticator }> = async (app, { results, identity }) => {
  app.get('/draw/full_result', { schema: { response: { 200: FullResultsSchema, ...errorResponses(400, 401, 404) } } }, async (request, reply) => {
    cachePrivately(reply, RESULTS_MAX_AGE_SECONDS);
    return results.fullResults(viewerOf(request));
  });

  app.get(
    '/draws/pricing/:pricingId/past/result_keys',
    { schema: { params: PricingParamsSchema, response: { 200: ResultKeysSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, RESULTS_MAX_AGE_SECONDS);
      return results.resultKeys(siteOf(request).site, request.params.pricingId);
    },
  );

  app.get(
    '/draws/pricing/:pricingId/past/:offerKey',
    { schema: { params: PricingOfferParamsSchema, querystring: ResultsPageQuerySchema, response: { 200: PastResultsSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, RESULTS_MAX_AGE_SECONDS);
      return results.pastResults(viewerOf(request), request.params.pricingId, request.params.offerKey, pageOf(request.query));
    },
  );

  app.get(
    '/draws/past/archived/:offerKey/:year/:month',
    { schema: { params: ArchivedParamsSchema, querystring: ResultsPageQuerySchema, response: { 200: PastResultsSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, RESULTS_MAX_AGE_SECONDS);
      const { offerKey, year, month } = request.params;
      return results.archivedResults(viewerOf(request), offerKey, { year, month }, pageOf(request.query));
    },
  );

  app.get(
    '/draws/past_customer/:offerKey',
    {
      onRequest: requireCustomer(identity),
      schema: { params: OfferParamsSchema, querystring: ResultsPageQuerySchema, response: { 200: CustomerPastResultsSchema, ...errorResponses(400, 401, 404, 422) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return results.customerPastResults(viewerOf(request), customerOf(request).customerId, request.params.offerKey, pageOf(request.query));
    },
  );

  app.get(
    '/draw/details/:offerKey/:drawNo',
    { schema: { params: DrawParamsSchema, response: { 200: DrawDetailsSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, RESULTS_MAX_AGE_SECONDS);
      return results.drawDetails(viewerOf(request), request.params.offerKey, request.params.drawNo);
    },
  );

  app.get(
    '/draw/details/:offerKey/:drawNo/prizes',
    { schema: { params: DrawParamsSchema, response: { 200: DrawPrizesSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, RESULTS_MAX_AGE_SECONDS);
      return results.drawPrizes(viewerOf(request), request.params.offerKey, request.params.drawNo);
    },
  );

  app.get(
    '/draw/details/:offerKey/:drawNo/winners',
    { schema: { params: DrawParamsSchema, response: { 200: DrawWinnersSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, RESULTS_MAX_AGE_SECONDS);
      return results.drawWinners(viewerOf(request), request.params.offerKey, request.params.drawNo);
    },
  );

  app.get(
    '/draw/preview/:offerKey/:drawNo',
    { schema: { params: DrawParamsSchema, response: { 200: DrawPreviewSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, RESULTS_MAX_AGE_SECONDS);
      return results.drawPreview(viewerOf(request), request.params.offerKey, request.params.drawNo);
    },
  );

  app.get(
    '/draw/full_result_customer/:offerKey/:drawNo',
    { onRequest: requireCustomer(identity), schema: { params: DrawParamsSchema, response: { 200: CustomerFullResultSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return results.customerFullResult(viewerOf(request), customerOf(request).customerId, request.params.offerKey, request.params.drawNo);
    },
  );

  app.get(
    '/statistics/:offerKey',
    { schema: { params: OfferParamsSchema, querystring: StatisticsQuerySchema, response: { 200: NumberStatisticsSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, RESULTS_MAX_AGE_SECONDS);
      return results.statistics(siteOf(request).site, request.params.offerKey, request.query.draws ?? STATISTICS_DEFAULT_DRAWS);
    },
  );
};
