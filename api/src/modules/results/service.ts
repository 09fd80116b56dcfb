import type { Amount } from '@drawfront/shared/contract/catalogue';
import type {
  CustomerFullResult,
  CustomerPastResults,
  DrawPreview,
  DivisionResult,
  DrawDetails,
  DrawPrizes,
  DrawResultSummary,
  DrawWinners,
  FullResults,
  NumberStatistics,
  PastResults,
  RaffleWinner,
  ResultKeys,
  ResultNumbers,
} from '@drawfront/shared/contract/draws';
import { maskWinnerName } from '@drawfront/shared/rules/winner-name';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { TtlCache } from '../../lib/ttl-cache';
import { zonedTimeToUtc } from '../../lib/zoned-time';
import type { SiteRecord } from '../sites/site-record';
import { subVariantPricingsOf } from '../catalogue/service';
import { publishedPrize } from '../catalogue/sub-variant-pricing';
import type { SubVariantPricing } from '../catalogue/sub-variant-pricing';
import { isDrawn, isScored } from '../draws/draw-status';
import { LOTTERY_DOMAIN, RAFFLE_DOMAIN } from '@drawfront/shared/fairness/word-stream';
import { divisionRequirements } from '../draws/scoring/division-requirements';
import { numberStatistics } from './number-statistics';
import {
  customerGames,
  drawDividends,
  findAnyDraw,
  findDraw,
  latestDrawn,
  neighbourDraws,
  pageOfCustomerDrawn,
  pageOfDrawn,
  pricingExists,
  raffleWinnerRows,
  recentNumbers,
  resultOffers,
  ticketsSold,
} from './repository';
import type { DrawnRow, DrawRow, ResultOffer } from './repository';
import type { DrawnNumbers } from '../../db/schema/json-types';

/** Calls that name no pricing (`/draw/…`, `/statistics/…`, archives) read the pricing every customer has. */
export const DEFAULT_PRICING = 'default';
/**
 * How long a site's offers and latest results are reused. Short, because a draw is drawn on the minute;
 * the engine also clears it in this process whenever it moves a draw (`forget`), so only other instances
 * wait out the TTL.
 */
export const RESULTS_TTL_MS = 5_000;

export interface Page {
  limit: number;
  offset: number;
}

/** Who is asking: results are per site, and an offer's URL is its alias for the sub-variant when it has one. */
export interface ResultsViewer {
  site: SiteRecord;
  subVariant: string;
}

/**
 * An amount of an offer as the viewer's sub-variant publishes it: in its currency at its published prize (the
 * en-GB site's pounds), or the offer's own when the sub-variant has no pricing of it.
 */
type MoneyOf = (offer: ResultOffer, cents: number) => Amount;

/** How a viewer sees an offer: its URL alias and its amounts. */
interface Seen {
  subVariant: string;
  money: MoneyOf;
}

interface OfferResults {
  offers: ResultOffer[];
  latest: DrawnRow[];
}

export type ResultsService = ReturnType<typeof createResultsService>;

export function createResultsService(db: Database, now: () => Date = () => new Date()) {
  const cache = new TtlCache<OfferResults>(RESULTS_TTL_MS, () => now().getTime());
  // A result page is read by everyone who played the draw, at once: its details are reused like the latest
  // results. Only drawn draws land here (a failed load is not kept), so the keys are bounded by the history.
  const detailsCache = new TtlCache<DrawDetails>(RESULTS_TTL_MS, () => now().getTime());
  const pricingCache = new TtlCache<Map<number, SubVariantPricing>>(RESULTS_TTL_MS, () => now().getTime());

  /** The viewer's way of seeing `offers`: the sub-variant's pricings of them, read once per TTL. */
  async function seenBy({ site, subVariant }: ResultsViewer, offers: readonly ResultOffer[]): Promise<Seen> {
    const ids = offers.map((offer) => offer.id);
    const pricings = await pricingCache.get([site.key, subVariant, ...ids].join('\u0000'), () => subVariantPricingsOf(db, ids, subVariant));
    return {
      subVariant,
      money: (offer, cents) => {
        const pricing = pricings.get(offer.id) ?? null;
        return amount(publishedPrize(cents, pricing), pricing?.currency ?? offer.currency);
      },
    };
  }

  /** The site's result-bearing offers and each one's newest drawn draw: two statements, reused for RESULTS_TTL_MS. */
  function offerResults(siteKey: string, pricing: string): Promise<OfferResults> {
    return cache.get(`${siteKey}\u0000${pricing}`, async () => {
      const offers = await resultOffers(db, siteKey, pricing);
      if (offers.length === 0 && !(await pricingExists(db, siteKey, pricing))) throw new AppError(ERROR_CODES.pricingNotFound, [pricing]);
      return { offers, latest: await latestDrawn(db, offers.map((offer) => offer.id)) };
    });
  }

  async function offerOf(site: SiteRecord, offerKey: string, pricing = DEFAULT_PRICING): Promise<ResultOffer> {
    const offer = (await offerResults(site.key, pricing)).offers.find((candidate) => candidate.key === offerKey);
    if (!offer) throw new AppError(ERROR_CODES.resultOfferNotFound, [offerKey, site.key]);
    return offer;
  }

  /** A drawn draw of the site's offer; 404 `draw_not_found` for an unknown offer or draw, 422 `draw_not_drawn` before it is drawn. */
  async function drawnDraw(site: SiteRecord, offerKey: string, drawNo: number): Promise<{ offer: ResultOffer; draw: DrawRow }> {
    const offer = (await offerResults(site.key, DEFAULT_PRICING)).offers.find((candidate) => candidate.key === offerKey);
    const draw = offer ? await findDraw(db, offer.id, drawNo) : null;
    if (!offer || !draw) throw new AppError(ERROR_CODES.drawNotFound, [drawNo, offerKey, site.key]);
    if (!isDrawn(draw.status)) throw new AppError(ERROR_CODES.drawNotDrawn, [drawNo, offer.name, drawTimeText(draw.drawDate, site)]);
    return { offer, draw };
  }

  async function loadDrawDetails(viewer: ResultsViewer, offerKey: string, drawNo: number): Promise<DrawDetails> {
    const { offer, draw } = await drawnDraw(viewer.site, offerKey, drawNo);
    const seen = await seenBy(viewer, [offer]);
    const raffle = offer.type === 'raffle_ticket';
    const [dividends, neighbours, winners, sold] = await Promise.all([
      raffle ? Promise.resolve([]) : drawDividends(db, draw.id),
      neighbourDraws(db, offer.id, draw.drawNo),
      raffle ? raffleWinnerRows(db, draw.id) : Promise.resolve([]),
      raffle ? ticketsSold(db, draw.id) : Promise.resolve(undefined),
    ]);
    const scored = isScored(draw.status);
    const divisions = lotteryDivisions(offer, dividends, scored, seen.money);
    const raffleWinners: RaffleWinner[] = winners.map((winner) => ({
      rank: winner.rank,
      ticketNumber: winner.entryNo ?? 0,
      prizeDescription: prizeDescription(draw, offer),
      prize: scored ? seen.money(offer, winner.prizeCents) : null,
      winnerName: maskWinnerName(winner.firstname, winner.lastname),
    }));
    const paidOut = raffle ? winners.reduce((sum, winner) => sum + winner.prizeCents, 0) : dividends.reduce((sum, division) => sum + division.winners * division.prizeCents, 0);
    return {
      ...toSummary(offer, draw, seen),
      divisions,
      totalWinners: raffle ? raffleWinners.length : divisions.reduce((sum, division) => sum + division.winners, 0),
      totalPrizes: scored ? seen.money(offer, paidOut) : null,
      raffleWinners,
      fairness: {
        algorithm: raffle ? RAFFLE_DOMAIN : LOTTERY_DOMAIN,
        seedHash: draw.seedHash ?? '',
        // Never before the draw is drawn: the seed gives the numbers.
        seed: isDrawn(draw.status) ? draw.seed : null,
        barrels: raffle ? [] : (offer.prizeTable?.machine.barrels ?? []),
        ...(sold === undefined ? {} : { ticketsSold: sold }),
      },
      previousDrawNo: neighbours.previous,
      nextDrawNo: neighbours.next,
    };
  }

  const page = (rows: DrawnRow[], offers: ResultOffer[], seen: Seen) => {
    const byId = new Map(offers.map((offer) => [offer.id, offer]));
    return rows.map((row) => toSummary(byId.get(row.offerId)!, row, seen));
  };

  const service = {
    /** Drops every cached result: the engine moved a draw (a new latest result, dividends, a next-draw link). */
    forget(): void {
      cache.clear();
      detailsCache.clear();
      pricingCache.clear();
    },

    /** `GET /draw/full_result`: the newest drawn result of every lottery and raffle of the site. */
    async fullResults(viewer: ResultsViewer): Promise<FullResults> {
      const { offers, latest } = await offerResults(viewer.site.key, DEFAULT_PRICING);
      const seen = await seenBy(viewer, offers);
      const byOffer = new Map(latest.map((row) => [row.offerId, row]));
      return { results: offers.flatMap((offer) => (byOffer.has(offer.id) ? [toSummary(offer, byOffer.get(offer.id)!, seen)] : [])) };
    },

    /** `GET /draws/pricing/{pricingId}/past/result_keys`: offers with at least one drawn result, lotteries and raffles apart. */
    async resultKeys(site: SiteRecord, pricing: string): Promise<ResultKeys> {
      const { offers, latest } = await offerResults(site.key, pricing);
      const withResults = new Set(latest.map((row) => row.offerId));
      const keysOf = (type: ResultOffer['type']) => offers.filter((offer) => offer.type === type && withResults.has(offer.id)).map((offer) => offer.key);
      return { lotteries: keysOf('lottery_ticket'), raffles: keysOf('raffle_ticket') };
    },

    /** `GET /draws/pricing/{pricingId}/past/{offerKey}`: one offer's drawn draws, newest first. */
    async pastResults(viewer: ResultsViewer, pricing: string, offerKey: string, { limit, offset }: Page): Promise<PastResults> {
      const offer = await offerOf(viewer.site, offerKey, pricing);
      const { rows, total } = await pageOfDrawn(db, [offer.id], { limit, offset });
      return { results: page(rows, [offer], await seenBy(viewer, [offer])), pageInfo: { limit, offset, total } };
    },

    /** `GET /draws/past/archived/{offerKey|latest}/{year}/{month}`: draws drawn in that calendar month on the site's clock. */
    async archivedResults(viewer: ResultsViewer, offerKey: string, month: { year: number; month: number }, { limit, offset }: Page): Promise<PastResults> {
      const { site } = viewer;
      const offers = offerKey === 'latest' ? (await offerResults(site.key, DEFAULT_PRICING)).offers : [await offerOf(site, offerKey)];
      const next = month.month === 12 ? { year: month.year + 1, month: 1 } : { year: month.year, month: month.month + 1 };
      const drawnWithin = { from: zonedTimeToUtc(month.year, month.month, 1, 0, 0, site.timeZone), to: zonedTimeToUtc(next.year, next.month, 1, 0, 0, site.timeZone) };
      const { rows, total } = await pageOfDrawn(db, offers.map((offer) => offer.id), { limit, offset }, drawnWithin);
      return { results: page(rows, offers, await seenBy(viewer, offers)), pageInfo: { limit, offset, total } };
    },

    /** `GET /draws/past_customer/{offerKey}`: the customer's drawn draws of the offer, with their tickets and winnings in each. */
    async customerPastResults(viewer: ResultsViewer, customerId: string, offerKey: string, { limit, offset }: Page): Promise<CustomerPastResults> {
      const offer = await offerOf(viewer.site, offerKey);
      const seen = await seenBy(viewer, [offer]);
      const { rows, total } = await pageOfCustomerDrawn(db, customerId, offer.id, { limit, offset });
      return {
        results: rows.map((row) => ({
          ...toSummary(offer, row, seen),
          ticketCount: row.ticketCount,
          totalPrize: isScored(row.status) ? seen.money(offer, row.prizeCents) : null,
        })),
        pageInfo: { limit, offset, total },
      };
    },

    /** `GET /draw/details/{offerKey}/{drawNo}`: numbers, dividends or raffle winners, neighbours and the fairness proof. */
    drawDetails(viewer: ResultsViewer, offerKey: string, drawNo: number): Promise<DrawDetails> {
      return detailsCache.get([viewer.site.key, viewer.subVariant, offerKey, drawNo].join('\u0000'), () => loadDrawDetails(viewer, offerKey, drawNo));
    },

    /** `GET /draw/details/{offerKey}/{drawNo}/prizes`: the dividends alone. */
    async drawPrizes(viewer: ResultsViewer, offerKey: string, drawNo: number): Promise<DrawPrizes> {
      const { divisions, totalWinners, totalPrizes } = await service.drawDetails(viewer, offerKey, drawNo);
      return { offerKey, drawNo, divisions, totalWinners, totalPrizes };
    },

    /** `GET /draw/details/{offerKey}/{drawNo}/winners`: a raffle's winners alone (a lottery's list is empty: its winners are counts). */
    async drawWinners(viewer: ResultsViewer, offerKey: string, drawNo: number): Promise<DrawWinners> {
      const { raffleWinners } = await service.drawDetails(viewer, offerKey, drawNo);
      return { offerKey, drawNo, winners: raffleWinners };
    },

    /** `GET /draw/preview/{offerKey}/{drawNo}`: any draw of the offer, on sale or drawn; 404 for an unknown offer or draw. */
    async drawPreview(viewer: ResultsViewer, offerKey: string, drawNo: number): Promise<DrawPreview> {
      const { site } = viewer;
      const offer = await offerOf(site, offerKey);
      const draw = await findAnyDraw(db, offer.id, drawNo);
      if (!draw) throw new AppError(ERROR_CODES.drawNotFound, [drawNo, offerKey, site.key]);
      const onSale = draw.stop > now() && (draw.status === 'DRAW_OPEN' || draw.status === 'DRAW_CAPPED') && (draw.purchaseStatus === 'open' || draw.purchaseStatus === 'pre_order');
      return { ...toSummary(offer, draw, await seenBy(viewer, [offer])), salesStop: draw.stop.toISOString(), purchaseStatus: draw.purchaseStatus, onSale };
    },

    /** `GET /draw/full_result_customer/{offerKey}/{drawNo}`: a drawn draw with the customer's own games and what each won. */
    async customerFullResult(viewer: ResultsViewer, customerId: string, offerKey: string, drawNo: number): Promise<CustomerFullResult> {
      const { offer, draw } = await drawnDraw(viewer.site, offerKey, drawNo);
      const seen = await seenBy(viewer, [offer]);
      const scored = isScored(draw.status);
      const games = await customerGames(db, customerId, draw.id);
      return {
        ...toSummary(offer, draw, seen),
        games: games.map((game) => ({
          ticketId: game.ticketId,
          gameType: game.gameType,
          picks: { ...(game.game.numbers ? { numbers: game.game.numbers } : {}), ...(game.game.powerball ? { powerball: game.game.powerball } : {}) },
          entryNo: game.entryNo,
          matched: game.matched ? resultNumbers(game.matched) : null,
          division: scored ? game.division : null,
          prize: scored && game.prizeStatus !== 'none' ? seen.money(offer, game.prizeCents) : null,
          prizeStatus: scored ? game.prizeStatus : 'none',
        })),
        totalPrize: scored ? seen.money(offer, games.reduce((sum, game) => sum + game.prizeCents, 0)) : null,
      };
    },

    /** `GET /statistics/{offerKey}?draws=N`: number frequencies over the offer's last N drawn draws. */
    async statistics(site: SiteRecord, offerKey: string, draws: number): Promise<NumberStatistics> {
      const offer = await offerOf(site, offerKey);
      if (offer.type !== 'lottery_ticket' || !offer.prizeTable) throw new AppError(ERROR_CODES.noNumberStatistics, [offerKey]);
      return numberStatistics(offer.key, offer.prizeTable.machine, await recentNumbers(db, offer.id, draws));
    },
  };
  return service;
}

const amount = (cents: number, currency: string): Amount => ({ amount: cents, currency });

function toSummary(offer: ResultOffer, row: DrawnRow, { subVariant, money }: Seen): DrawResultSummary {
  const raffle = offer.type === 'raffle_ticket';
  // An unannounced jackpot stays unannounced in results, as on home ("Announced soon" by the shared jackpot rule):
  // the pool the draw step played for (sales and rollovers) is no announced jackpot.
  const jackpotCents = row.isPrizePoolUnknown ? null : (row.jackpotCents ?? row.prizePoolCents);
  return {
    offerKey: offer.key,
    offerName: offer.name,
    offerUrl: offer.urlAliases.find((alias) => alias.subvariant === subVariant)?.url ?? offer.url,
    drawType: raffle ? 'raffle_ticket_draw' : 'lottery_ticket_draw',
    brandKind: raffle ? 'Raffle' : 'Lotto',
    drawNo: row.drawNo,
    drawDate: row.drawDate.toISOString(),
    status: row.status,
    numbers: isDrawn(row.status) && row.result ? resultNumbers(row.result) : null,
    // A zero pool is an announced-soon jackpot the draw step recorded as 0: it offered nothing to show.
    jackpot: jackpotCents ? money(offer, jackpotCents) : null,
    jackpotSuffix: row.prizePoolSuffix,
    // Not `rolloverCents > 0` alone: unwon pool divisions roll over too, even when division 1 was won.
    jackpotRolledOver: !raffle && row.division1Winners === 0 && (row.rolloverCents ?? 0) > 0,
  };
}

function resultNumbers(result: DrawnNumbers): ResultNumbers {
  const numbers: ResultNumbers = { numbers: result.numbers ?? [] };
  if (result.supplementary) numbers.supplementary = result.supplementary;
  if (result.powerball) numbers.powerball = result.powerball;
  return numbers;
}

/** Every division of the offer's table with what it needs in words; winners and prizes once scored. */
function lotteryDivisions(offer: ResultOffer, dividends: { division: number; winners: number; prizeCents: number }[], scored: boolean, money: MoneyOf): DivisionResult[] {
  if (offer.type !== 'lottery_ticket' || !offer.prizeTable) return [];
  const byDivision = new Map(dividends.map((row) => [row.division, row]));
  return divisionRequirements(offer.prizeTable).map(({ division, requirement }) => {
    const row = byDivision.get(division);
    return { division, description: requirement, winners: row?.winners ?? 0, prize: scored && row ? money(offer, row.prizeCents) : null };
  });
}

/** A raffle draw's prize in words: its name without the "Draw 430: " the catalogue lists it with. */
function prizeDescription(draw: DrawRow, offer: ResultOffer): string {
  return draw.name?.replace(/^Draw \d+:\s*/, '') || offer.name;
}

/** When a draw is drawn, on the site's clock: "Saturday 14 March 2026 at 7:30 pm AEDT". */
function drawTimeText(drawDate: Date, site: SiteRecord): string {
  return new Intl.DateTimeFormat(site.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: site.timeZone,
  }).format(drawDate);
}
