import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ticketPrice } from '@drawfront/shared/rules/price';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { PatternString } from '../../lib/typebox';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { calendarPdf } from './calendar-pdf';
import type { findCalendarOffer } from './repository';

const CalendarParamsSchema = Type.Object({
  calendarFile: PatternString('^[a-z0-9][a-z0-9-]{0,99}-calendar\\.pdf$', 'must be {offer key}-calendar.pdf'),
});

// A Buffer is sent as it is (Fastify serialises only objects): the schema documents the answer.
const PdfSchema = Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'application/pdf' });

/** One draw of the default entry at today's prices; 0 when the price table has no such row. */
function priceOf(gameOffer: { prices: Parameters<typeof ticketPrice>[0] } | undefined, games: number): number {
  if (!gameOffer) return 0;
  try {
    return ticketPrice(gameOffer.prices, games, 1);
  } catch {
    return 0;
  }
}

/** How many coming draws the calendar lists. */
const CALENDAR_DRAWS = 26;

/**
 * `GET /public/pdf/subscription/{key}-calendar.pdf` (storefront §2): the coming draw dates and charges of an offer
 * sold as a subscription or autoplay, as a PDF download. Public and unsigned: a plain link from the subscription page.
 */
export const calendarRoutes: FastifyPluginAsyncTypebox<{
  /** An offer's coming draws (at most `draws` of them) as the calendar lists them, or null when the site sells no such subscription. */
  calendarOffer: (siteKey: string, offerKey: string, at: Date, draws: number) => ReturnType<typeof findCalendarOffer>;
  now: () => Date;
  leadHours: number;
}> = async (app, { calendarOffer, now, leadHours }) => {
  app.get('/pdf/subscription/:calendarFile', { schema: { params: CalendarParamsSchema, response: { 200: PdfSchema, ...errorResponses(400, 404, 414) } } }, async (request, reply) => {
    const { site } = siteOf(request);
    const offerKey = request.params.calendarFile.replace(/-calendar\.pdf$/, '');
    const at = now();
    const offer = await calendarOffer(site.key, offerKey, at, CALENDAR_DRAWS);
    if (!offer) throw new AppError(ERROR_CODES.calendarNotFound, [offerKey]);
    const gameOffer = offer.gameTypes[0]?.gameOffers[0];
    const games = Math.max(1, gameOffer?.minGames ?? 1);
    const price = priceOf(gameOffer, games);
    const unit = offer.type === 'raffle_ticket' ? (games === 1 ? 'ticket' : 'tickets') : offer.type === 'syndicate_share' ? (games === 1 ? 'share' : 'shares') : games === 1 ? 'game' : 'games';
    const bytes = await calendarPdf({
      siteName: site.name,
      offerName: offer.name,
      locale: site.locale,
      currency: offer.currency,
      timeZone: site.timeZone,
      pricePerDraw: price,
      entry: `${games} ${unit}`,
      leadHours,
      draws: offer.draws,
      generatedAt: at,
    });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${offerKey}-calendar.pdf"`)
      .header('Cache-Control', 'public, max-age=3600')
      .send(Buffer.from(bytes));
  });
};
