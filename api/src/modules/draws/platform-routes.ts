import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';
import { noStore } from '../../plugins/http-cache';
import { requireOpsToken } from '../../plugins/ops-auth';

import { isDrawn } from './draw-status';
import type { DrawEngine } from './engine';
import type { DrawReads } from './draw-reads';
import type { EngineDraw } from './repository';
import { DrawNumberParamsSchema, DrawParamsSchema, GiveawayDrawRunSchema, GiveawayRunParamsSchema, PlatformDrawSchema, RehearsalSchema } from './schemas';
import { OpsHeadersSchema } from '../../schemas/ops';

async function platformDraw(reads: DrawReads, draw: EngineDraw): Promise<Static<typeof PlatformDrawSchema>> {
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
    divisions: await reads.divisions(draw.id),
    // A raffle's winners are drawn among its entries 1..ticketsSold: the checker needs the count.
    ticketsSold: draw.offer.type === 'raffle_ticket' && drawn ? (await reads.sales(draw.id)).tickets : null,
  };
}

/**
 * `/platform` draw calls: read one draw with its fairness proof (public: the seed shows only once the draw is
 * drawn), and behind the test doors (`onDemand`, never in production, where the job runner alone closes, draws
 * and pays at the scheduled time) run an offer's next draw or a giveaway now, or rehearse the next draw.
 */
export const drawPlatformRoutes: FastifyPluginAsyncTypebox<{ engine: DrawEngine; reads: DrawReads; opsToken: string; onDemand: boolean }> = async (app, { engine, reads, opsToken, onDemand }) => {
  if (onDemand) registerDrawsOnDemand(app, engine, reads, opsToken);

  app.get('/sites/:site/offers/:offer/draws/:drawNo', { schema: { params: DrawNumberParamsSchema, response: { 200: PlatformDrawSchema, ...errorResponses(404, 422) } } }, async (request, reply) => {
    noStore(reply);
    const { site, offer, drawNo } = request.params;
    const draw = await reads.byNumber(site, offer, drawNo);
    if (!draw) throw new AppError(ERROR_CODES.unknownDraw, [drawNo, offer, site]);
    return platformDraw(reads, draw);
  });
};

/** The test doors' draw calls (ops token): a draw or giveaway run to the end now, and the next draw's numbers. */
function registerDrawsOnDemand(app: Parameters<FastifyPluginAsyncTypebox>[0], engine: DrawEngine, reads: DrawReads, opsToken: string): void {
  app.post(
    '/sites/:site/offers/:offer/draw',
    { onRequest: requireOpsToken(opsToken), schema: { params: DrawParamsSchema, headers: OpsHeadersSchema, response: { 200: PlatformDrawSchema, ...errorResponses(401, 404, 409, 422) } } },
    async (request, reply) => {
      noStore(reply);
      return platformDraw(reads, await engine.runNow(request.params.site, request.params.offer));
    },
  );

  // draws the site's next open giveaway of a type (daily, monthly…) now.
  app.post(
    '/sites/:site/giveaways/:giveawayType/draw',
    { onRequest: requireOpsToken(opsToken), schema: { params: GiveawayRunParamsSchema, headers: OpsHeadersSchema, response: { 200: GiveawayDrawRunSchema, ...errorResponses(401, 404, 409, 422) } } },
    async (request, reply) => {
      noStore(reply);
      const drawn = await engine.runGiveawayNow(request.params.site, request.params.giveawayType);
      return { site: request.params.site, giveawayType: request.params.giveawayType, drawNumber: drawn.number };
    },
  );

  // what the next draw will draw, so a demo or a journey test can buy a sure win.
  app.get(
    '/sites/:site/offers/:offer/draw/rehearsal',
    { onRequest: requireOpsToken(opsToken), schema: { params: DrawParamsSchema, headers: OpsHeadersSchema, response: { 200: RehearsalSchema, ...errorResponses(401, 404, 422) } } },
    async (request, reply) => {
      noStore(reply);
      return engine.rehearse(request.params.site, request.params.offer);
    },
  );
}
