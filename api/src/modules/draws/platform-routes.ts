import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';
import { OpsHeadersSchema } from '../remotes/schemas';
import { isDrawn } from './draw-status';
import type { DrawEngine } from './engine';
import { drawSales, findDrawByNumber, listDivisions } from './repository';
import type { EngineDraw } from './repository';
import { DrawNumberParamsSchema, DrawParamsSchema, GiveawayDrawRunSchema, GiveawayRunParamsSchema, PlatformDrawSchema, RehearsalSchema } from './schemas';

async function platformDraw(db: Executor, draw: EngineDraw): Promise<Static<typeof PlatformDrawSchema>> {
  const drawn = isDrawn(draw.status);
  return {
    site: draw.site.key,
    offer: draw.offer.key,
    drawNo: draw.drawNo,
    status: draw.status,
    drawDate: draw.drawDate.toISOString(),
    seedHash: draw.seedHash,
    seed: drawn ? draw.seed : null,
    numbers: drawn ? draw.result : null,
    machine: draw.offer.prizeTable?.machine ?? null,
    salesCents: draw.salesCents,
    divisions: await listDivisions(db, draw.id),
    // A raffle's winners are drawn among its entries 1..ticketsSold: the checker needs the count.
    ticketsSold: draw.offer.type === 'raffle_ticket' && drawn ? (await drawSales(db, draw.id)).tickets : null,
  };
}

/**
 * `/platform` draw calls: run an offer's next draw to the end now (ops token; refused in production), and
 * read one draw with its fairness proof (public: the seed shows only once the draw is drawn).
 */
export const drawPlatformRoutes: FastifyPluginAsyncTypebox<{ engine: DrawEngine; opsToken: string; production: boolean }> = async (app, { engine, opsToken, production }) => {
  app.post(
    '/sites/:site/offers/:offer/draw',
    { onRequest: requireOpsToken(opsToken), schema: { params: DrawParamsSchema, headers: OpsHeadersSchema, response: { 200: PlatformDrawSchema, ...errorResponses(401, 403, 404, 409, 422) } } },
    async (request, reply) => {
      noStore(reply);
      if (production) throw new AppError(ERROR_CODES.drawOnDemandInProduction, [request.params.offer]);
      return platformDraw(app.db, await engine.runNow(request.params.site, request.params.offer));
    },
  );

  // Development only, like the run above: draws the site's next open giveaway of a type (daily, monthly…) now.
  app.post(
    '/sites/:site/giveaways/:giveawayType/draw',
    { onRequest: requireOpsToken(opsToken), schema: { params: GiveawayRunParamsSchema, headers: OpsHeadersSchema, response: { 200: GiveawayDrawRunSchema, ...errorResponses(401, 403, 404, 409, 422) } } },
    async (request, reply) => {
      noStore(reply);
      if (production) throw new AppError(ERROR_CODES.drawOnDemandInProduction, [`the ${request.params.giveawayType} giveaway`]);
      const drawn = await engine.runGiveawayNow(request.params.site, request.params.giveawayType);
      return { site: request.params.site, giveawayType: request.params.giveawayType, drawNumber: drawn.number };
    },
  );

  // Development only, like the run above: what the next draw will draw, so a demo or a journey test can buy a sure win.
  app.get(
    '/sites/:site/offers/:offer/draw/rehearsal',
    { onRequest: requireOpsToken(opsToken), schema: { params: DrawParamsSchema, headers: OpsHeadersSchema, response: { 200: RehearsalSchema, ...errorResponses(401, 403, 404, 422) } } },
    async (request, reply) => {
      noStore(reply);
      if (production) throw new AppError(ERROR_CODES.drawOnDemandInProduction, [request.params.offer]);
      return engine.rehearse(request.params.site, request.params.offer);
    },
  );

  app.get('/sites/:site/offers/:offer/draws/:drawNo', { schema: { params: DrawNumberParamsSchema, response: { 200: PlatformDrawSchema, ...errorResponses(404, 422) } } }, async (request, reply) => {
    noStore(reply);
    const { site, offer, drawNo } = request.params;
    const draw = await findDrawByNumber(app.db, site, offer, drawNo);
    if (!draw) throw new AppError(ERROR_CODES.unknownDraw, [drawNo, offer, site]);
    return platformDraw(app.db, draw);
  });
};
