import { randomInt } from 'node:crypto';
import type { CartItemAdd, GamePicks } from '@drawfront/shared/contract/cart';
import type { NumberSet } from '@drawfront/shared/contract/catalogue';
import { zonedDate } from '@drawfront/shared/format/zoned-date';
import { linePrice } from '@drawfront/shared/rules/game-entries';
import { and, asc, eq, inArray, lte, sum } from 'drizzle-orm';
import { manualClock } from '../lib/clock';
import { createDrawEngine } from '../modules/draws/engine';
import { syndicatesPlugin } from '../modules/syndicates/plugin';
import type { DrawTellers } from '../modules/draws/engine';
import { drawNumbers } from '../modules/draws/fairness/fair-numbers';
import { scoreStandardGame } from '@drawfront/shared/scoring/standard-scorer';
import { SEED_SITES } from './seed-data/sites';
import { depositToWallet, lockWallet } from '../modules/ledger/service';
import { createPreCommitmentService } from '../modules/precommitment/service';
import { createSpendCheck } from '../modules/spend-check/service';
import { createSpendLimitService } from '../modules/spend-limits/service';
import { createPurchaseService } from '../modules/purchase/service';
import { createSiteService } from '../modules/sites/service';
import { DEFAULT_PRIZE_CLAIM_THRESHOLD_CENTS } from '../config';
import type { Database } from './client';
import { causes as causeTable, draws, offerCauses, productOffers, tickets } from './schema';
import type { SeededPlayer } from './seed';
import type { DrawnNumbers, PrizeTable } from './schema/json-types';

/** Weeks of past draws the seed creates and runs through the engine. */
export const HISTORY_WEEKS = 12;
const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
const REGULAR_GAMES = 10;
const REGULAR_RAFFLE_TICKETS = 2;
const DEMO_OFFER = 'saturday-super-draw';
const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

interface PastDraw {
  drawNo: number;
  stop: Date;
  drawDate: Date;
  seed: string;
  offer: typeof productOffers.$inferSelect;
  /** Raffles: the cause a ticket supports (the offer's first). */
  causeKey: string | undefined;
}

/** `count` distinct numbers of a set, sorted. */
function quickPick(set: NumberSet): number[] {
  const picked = new Set<number>();
  while (picked.size < set.count) picked.add(randomInt(set.min, set.max + 1));
  return [...picked].sort((a, b) => a - b);
}

function quickPickGame(sets: NumberSet[]): GamePicks {
  return Object.fromEntries(sets.map((set) => [set.key === 'powerball' ? 'powerball' : 'numbers', quickPick(set)]));
}

/** A quick pick that `result` leaves without a prize: most are, so a few tries find one. */
function losingQuickPick(sets: NumberSet[], table: PrizeTable, result: DrawnNumbers): GamePicks {
  for (;;) {
    const game = quickPickGame(sets);
    if (scoreStandardGame(game, result, table).division === null) return game;
  }
}

/**
 * A game that wins the table's last (smallest) division against `result`: exactly its main numbers and
 * supplementaries drawn (and the Powerball when it needs one), every other pick a number not drawn.
 */
function winningGame(sets: NumberSet[], table: PrizeTable, result: DrawnNumbers): GamePicks {
  const rule = table.divisions.at(-1)!;
  const main = sets.find((set) => set.key !== 'powerball')!;
  const drawn = new Set([...(result.numbers ?? []), ...(result.supplementary ?? [])]);
  const numbers = [...(result.numbers ?? []).slice(0, rule.numbers), ...(result.supplementary ?? []).slice(0, rule.supplementary ?? 0)];
  for (let n = main.min; numbers.length < main.count; n += 1) if (!drawn.has(n)) numbers.push(n);
  const game: GamePicks = { numbers: numbers.sort((a, b) => a - b) };
  const powerball = sets.find((set) => set.key === 'powerball');
  if (powerball) {
    const drawnBall = result.powerball?.[0] ?? powerball.min;
    game.powerball = [rule.powerball ? drawnBall : drawnBall === powerball.min ? powerball.min + 1 : powerball.min];
  }
  return game;
}

/** What a player buys for one past draw, or null when they sit it out. */
function lineFor(player: SeededPlayer, draw: PastDraw, lastDemoDraw: number | null): CartItemAdd | null {
  const offer = draw.offer;
  if (offer.siteKey !== player.customer.siteKey) return null;
  const gameType = offer.gameTypes[0]!;
  const gameOffer = gameType.gameOffers[0]!;
  const base = { lottery: offer.key, gameType: gameType.key, gameOffer: gameOffer.key, numDraws: 1, firstDrawNo: draw.drawNo, quickpick: true } as const;
  if (offer.type === 'raffle_ticket') {
    if (player.customer.history !== 'regular') return null;
    return { ...base, games: Array.from({ length: REGULAR_RAFFLE_TICKETS }, () => ({})), causeKey: draw.causeKey };
  }
  const local = zonedDate(draw.drawDate, siteTimeZone(offer.siteKey));
  const day = gameOffer.days.length > 0 ? WEEKDAY_KEYS[new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay()] : undefined;
  if (player.customer.history === 'demo') {
    if (offer.key !== DEMO_OFFER) return null;
    const table = offer.prizeTable;
    if (!table) throw new Error(`seed history: the demo's offer ${offer.key} has no prize table`);
    const result = drawNumbers(draw.seed, table.machine);
    // The demo's documented balance holds only if its one win is the one planned: every other game is a
    // quick pick that the committed seed's numbers leave without a prize (a random one won $71.00 once).
    const games = Array.from({ length: gameOffer.minGames }, () => losingQuickPick(gameOffer.numberSets, table, result));
    // The demo's last Saturday wins: one game is built from the numbers the committed seed will draw.
    if (draw.drawNo === lastDemoDraw) games[0] = winningGame(gameOffer.numberSets, table, result);
    return { ...base, games, quickpick: false };
  }
  const games = Array.from({ length: Math.max(gameOffer.minGames, Math.min(REGULAR_GAMES, gameOffer.maxGames)) }, () => quickPickGame(gameOffer.numberSets));
  return { ...base, games, ...(day ? { day } : {}) };
}

/**
 * The last HISTORY_WEEKS weeks, played: the seeded players buy tickets for each past draw an hour before its
 * sales stopped (through the purchase service, so tickets, checkouts and ledger are real), then the draw
 * engine runs each draw at its draw time — close, draw, score, pay, tell. The demo customer's last Saturday
 * wins the smallest division, paid into the wallet; a final deposit brings the wallet to its documented balance.
 */
export async function seedHistory(db: Database, now: Date, players: SeededPlayer[], tell: DrawTellers = { notify: async () => undefined, enqueue: async () => undefined }): Promise<void> {
  const playing = players.filter((player) => player.customer.history !== undefined);
  if (playing.length === 0) return;
  const clock = manualClock(now);
  const clockNow = () => clock.now();
  const spendCheck = createSpendCheck(db, { now: clockNow, preCommitments: createPreCommitmentService(db, clockNow), spendLimits: createSpendLimitService(db, clockNow) });
  const purchases = createPurchaseService(db, { now: clockNow, spendCheck });
  const sites = createSiteService(db);
  const causes = new Map<number, string | undefined>();
  const past: PastDraw[] = [];
  const rows = await db
      .select({ drawNo: draws.drawNo, stop: draws.stop, drawDate: draws.drawDate, seed: draws.seed, offer: productOffers })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .where(and(lte(draws.stop, now), inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), inArray(productOffers.type, ['lottery_ticket', 'raffle_ticket'])))
      .orderBy(asc(draws.drawDate));
  for (const row of rows) {
    if (!causes.has(row.offer.id)) causes.set(row.offer.id, await firstCauseKey(db, row.offer.id));
    past.push({ ...row, seed: row.seed!, causeKey: causes.get(row.offer.id) });
  }
  const lastDemoDraw = past.filter((draw) => draw.offer.key === DEMO_OFFER).at(-1)?.drawNo ?? null;

  for (const player of playing) {
    const site = (await sites.siteWithin(db, player.customer.siteKey))!;
    const lines = past.flatMap((draw) => {
      const line = lineFor(player, draw, lastDemoDraw);
      return line ? [{ draw, line, price: linePrice(line.gameType, draw.offer.gameTypes[0]!.gameOffers[0]!, line.games.map((game) => ({ ...game, numbers: game.numbers ?? [] })), 1) }] : [];
    });
    if (lines.length === 0) continue;
    // Enough money for the weeks of play, deposited before the first of them.
    const firstStop = lines[0]!.draw.stop.getTime();
    const spend = lines.reduce((total, { price }) => total + price, 0);
    await db.transaction((tx) => depositToWallet(tx, { customerId: player.id, amount: spend, currency: site.currency, reference: `seed-history-deposit-${player.id}`, at: new Date(firstStop - 2 * HOUR_MS), description: 'Deposit' }));
    // One purchase a week, an hour before the week's first sales stop.
    const weeks = new Map<number, typeof lines>();
    for (const entry of lines) {
      const week = Math.floor((entry.draw.stop.getTime() - firstStop) / WEEK_MS);
      weeks.set(week, [...(weeks.get(week) ?? []), entry]);
    }
    for (const week of weeks.values()) {
      clock.set(new Date(Math.min(...week.map(({ draw }) => draw.stop.getTime())) - HOUR_MS));
      await db.transaction(async (tx) => {
        const wallet = (await lockWallet(tx, player.id))!;
        await purchases.buyWithin(tx, site, player.id, { items: week.map(({ line }) => line) }, clock.now(), wallet);
      });
    }
  }

  // The engine runs at each draw's time, in draw order, as it would have live: results, prizes and
  // notices carry the draw's own date, and a jackpot rolls into the next draw before that one is scored.
  const engine = createDrawEngine(db, { clock, tell, claimThresholdCents: DEFAULT_PRIZE_CLAIM_THRESHOLD_CENTS, groupTickets: [syndicatesPlugin.ticketHooks()] });
  const drawTimes = [...new Set(past.map((draw) => draw.drawDate.getTime()))].sort((a, b) => a - b);
  for (const drawTime of drawTimes) {
    clock.set(new Date(drawTime + 60_000));
    await engine.close();
    await engine.draw();
    await engine.score();
    await engine.pay();
    await engine.email();
  }

  clock.set(now);
  for (const player of playing) {
    const [paid] = await db.select({ cents: sum(tickets.prizeCents) }).from(tickets).where(and(eq(tickets.customerId, player.id), eq(tickets.prizeStatus, 'paid')));
    const topUp = player.customer.depositCents - Number(paid?.cents ?? 0);
    const { currency } = (await sites.siteWithin(db, player.customer.siteKey))!;
    if (topUp > 0) await db.transaction((tx) => depositToWallet(tx, { customerId: player.id, amount: topUp, currency, reference: `seed-deposit-${player.id}`, at: now, description: 'Welcome deposit (demo)' }));
  }
}

/** The seeded site's time zone: weekly draw times and days are local to it. */
function siteTimeZone(siteKey: string): string {
  const site = SEED_SITES.find((candidate) => candidate.key === siteKey);
  if (!site) throw new Error(`seed history: site ${siteKey} is not seeded`);
  return site.timeZone;
}

/** The first cause an offer supports (raffle lines name one), read as the seed reads every table it wrote. */
async function firstCauseKey(db: Database, offerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ key: causeTable.key })
    .from(offerCauses)
    .innerJoin(causeTable, eq(causeTable.id, offerCauses.causeId))
    .where(eq(offerCauses.offerId, offerId))
    .orderBy(asc(offerCauses.sortOrder))
    .limit(1);
  return row?.key;
}
