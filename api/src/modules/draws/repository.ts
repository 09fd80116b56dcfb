import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { GameTypeKey, ProductType } from '@drawfront/shared/contract/catalogue';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, drawDivisions, draws, productOffers, sites, tickets } from '../../db/schema';
import type { DrawStatus } from './draw-status';
import type { DrawSchedule, DrawnNumbers, PrizeTable } from '../../db/schema/json-types';

/** A draw with what the engine needs of its offer and site. */
export interface EngineDraw {
  id: number;
  drawNo: number;
  status: DrawStatus;
  stop: Date;
  drawDate: Date;
  seed: string | null;
  seedHash: string | null;
  result: DrawnNumbers | null;
  salesCents: number | null;
  jackpotCents: number | null;
  rolloverCents: number | null;
  prizePoolCents: number | null;
  offer: { id: number; key: string; name: string; url: string; type: ProductType; currency: string; prizeTable: PrizeTable | null };
  site: { key: string; name: string; locale: string; currency: string };
}

const engineColumns = {
  id: draws.id,
  drawNo: draws.drawNo,
  status: draws.status,
  stop: draws.stop,
  drawDate: draws.drawDate,
  seed: draws.seed,
  seedHash: draws.seedHash,
  result: draws.result,
  salesCents: draws.salesCents,
  jackpotCents: draws.jackpotCents,
  rolloverCents: draws.rolloverCents,
  prizePoolCents: draws.prizePoolCents,
  offerId: productOffers.id,
  offerKey: productOffers.key,
  offerName: productOffers.name,
  offerUrl: productOffers.url,
  offerType: productOffers.type,
  offerCurrency: productOffers.currency,
  prizeTable: productOffers.prizeTable,
  siteKey: sites.key,
  siteName: sites.name,
  siteLocale: sites.locale,
  siteCurrency: sites.currency,
};

/** Draws joined with their offer and site, as the engine reads them. */
const selectEngineDraws = (db: Executor) =>
  db.select(engineColumns).from(draws).innerJoin(productOffers, eq(productOffers.id, draws.offerId)).innerJoin(sites, eq(sites.key, productOffers.siteKey));
type EngineRow = Awaited<ReturnType<typeof selectEngineDraws>>[number];

function toEngineDraw(row: EngineRow): EngineDraw {
  return {
    id: row.id,
    drawNo: row.drawNo,
    status: row.status,
    stop: row.stop,
    drawDate: row.drawDate,
    seed: row.seed,
    seedHash: row.seedHash,
    result: row.result,
    salesCents: row.salesCents === null ? null : Number(row.salesCents),
    jackpotCents: row.jackpotCents === null ? null : Number(row.jackpotCents),
    rolloverCents: row.rolloverCents === null ? null : Number(row.rolloverCents),
    prizePoolCents: row.prizePoolCents === null ? null : Number(row.prizePoolCents),
    offer: { id: row.offerId, key: row.offerKey, name: row.offerName, url: row.offerUrl, type: row.offerType, currency: row.offerCurrency, prizeTable: row.prizeTable },
    site: { key: row.siteKey, name: row.siteName, locale: row.siteLocale, currency: row.siteCurrency },
  };
}

/**
 * Claims the next draw in `status` (due at `dueBy` when given) for this transaction: `FOR UPDATE SKIP LOCKED`,
 * so another worker on the same step takes the next draw instead of waiting for this one.
 */
export async function claimDraw(tx: Executor, status: DrawStatus, dueBy?: Date): Promise<EngineDraw | null> {
  const [row] = await selectEngineDraws(tx)
    .where(and(eq(draws.status, status), dueBy ? lte(draws.drawDate, dueBy) : undefined))
    .orderBy(asc(draws.drawDate), asc(draws.id))
    .limit(1)
    .for('update', { of: draws, skipLocked: true });
  return row ? toEngineDraw(row) : null;
}

/** Claims one given draw if it is in `status` and no other worker holds it. */
export async function claimDrawById(tx: Executor, drawId: number, status: DrawStatus): Promise<boolean> {
  const rows = await tx.select({ id: draws.id }).from(draws).where(and(eq(draws.id, drawId), eq(draws.status, status))).for('update', { skipLocked: true });
  return rows.length > 0;
}

export async function findEngineDraw(db: Executor, drawId: number): Promise<EngineDraw | null> {
  const [row] = await selectEngineDraws(db).where(eq(draws.id, drawId));
  return row ? toEngineDraw(row) : null;
}

/**
 * Moves a draw one step forward: compare-and-set on its status, stamping the step. False when the draw was
 * not in `from` (another worker moved it first): the caller's work is rolled back with its transaction.
 */
export async function advanceDraw(tx: Executor, drawId: number, from: DrawStatus, to: DrawStatus, change: Partial<typeof draws.$inferInsert>): Promise<boolean> {
  const rows = await tx
    .update(draws)
    .set({ ...change, status: to })
    .where(and(eq(draws.id, drawId), eq(draws.status, from)))
    .returning({ id: draws.id });
  return rows.length === 1;
}

/** Closes every selling draw whose sales stop has passed; returns how many. One statement: atomic per draw. */
export async function closeDueDraws(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(draws)
    .set({ status: 'DRAW_CLOSED', closedAt: now, purchaseStatus: 'past_draw' })
    .where(and(inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), lte(draws.stop, now)))
    .returning({ id: draws.id });
  return rows.length;
}

/** Closes one draw now, even before its stop, and brings its stop and draw time forward to now (ops: draw it now). */
export async function closeDrawNow(db: Executor, drawId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const rows = await db
    .update(draws)
    .set({ status: 'DRAW_CLOSED', closedAt: now, purchaseStatus: 'past_draw', stop: sql`least(${draws.stop}, ${at}::timestamptz)`, drawDate: sql`least(${draws.drawDate}, ${at}::timestamptz)` })
    .where(and(eq(draws.id, drawId), inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED'])))
    .returning({ id: draws.id });
  return rows.length === 1;
}

/** The offer's earliest draw that has not finished its lifecycle. */
export async function findNextUnfinishedDraw(db: Executor, offerId: number): Promise<{ id: number; drawNo: number; status: DrawStatus } | null> {
  const [row] = await db
    .select({ id: draws.id, drawNo: draws.drawNo, status: draws.status })
    .from(draws)
    .where(and(eq(draws.offerId, offerId), ne(draws.status, 'DRAW_EMAILED')))
    .orderBy(asc(draws.drawDate), asc(draws.id))
    .limit(1);
  return row ?? null;
}

export async function findOfferOfSite(db: Executor, siteKey: string, offerKey: string): Promise<{ id: number; type: ProductType } | null> {
  const [row] = await db
    .select({ id: productOffers.id, type: productOffers.type })
    .from(productOffers)
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.key, offerKey)));
  return row ?? null;
}

export async function siteExists(db: Executor, siteKey: string): Promise<boolean> {
  return (await db.select({ key: sites.key }).from(sites).where(eq(sites.key, siteKey))).length > 0;
}

/** Sales of a draw: tickets and their money. */
export async function drawSales(tx: Executor, drawId: number): Promise<{ tickets: number; cents: number }> {
  const [row] = await tx.select({ n: sql<string | number>`count(*)`, cents: sql<string | number>`coalesce(sum(${tickets.priceCents}), 0)` }).from(tickets).where(eq(tickets.drawId, drawId));
  return { tickets: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
}

/** Raffles: numbers the draw's entries that have none yet (bought before purchases numbered them), after the numbered ones, in purchase order. */
export async function numberRaffleEntries(tx: Executor, drawId: number): Promise<void> {
  await tx.execute(sql`
    update tickets set entry_no = numbered.n
    from (select t.id, (select coalesce(max(entry_no), 0) from tickets where draw_id = ${drawId}) + row_number() over (order by c.created_at, t.id) as n
      from tickets t join checkouts c on c.id = t.checkout_id where t.draw_id = ${drawId} and t.entry_no is null) numbered
    where tickets.id = numbered.id`);
}

export interface TicketToScore {
  id: string;
  gameType: GameTypeKey;
  game: GamePicks;
}

/** A page of a draw's tickets after `afterId`, in id order (keyset pagination). */
export async function ticketsToScore(tx: Executor, drawId: number, afterId: string | null, limit: number): Promise<TicketToScore[]> {
  return tx
    .select({ id: tickets.id, gameType: tickets.gameType, game: tickets.game })
    .from(tickets)
    .where(and(eq(tickets.drawId, drawId), afterId ? gt(tickets.id, afterId) : undefined))
    .orderBy(asc(tickets.id))
    .limit(limit);
}

/** Writes many tickets' scores in one statement (one JSON parameter, so no parameter limit). */
export async function writeScores(tx: Executor, scores: { id: string; division: number | null; matched: DrawnNumbers; wins?: { division: number; games: number }[] }[]): Promise<void> {
  if (scores.length === 0) return;
  await tx.execute(sql`
    update tickets set division = s.division, matched = s.matched, wins = s.wins
    from jsonb_to_recordset(${JSON.stringify(scores)}::jsonb) as s(id uuid, division integer, matched jsonb, wins jsonb)
    where tickets.id = s.id`);
}

/** Raffles: the entries drawn win divisions 1, 2, … in draw order. */
export async function markRaffleWinners(tx: Executor, drawId: number, winningEntries: number[]): Promise<void> {
  if (winningEntries.length === 0) return;
  const ranked = winningEntries.map((entryNo, index) => ({ entry_no: entryNo, division: index + 1 }));
  await tx.execute(sql`
    update tickets set division = w.division, matched = jsonb_build_object('numbers', jsonb_build_array(w.entry_no))
    from jsonb_to_recordset(${JSON.stringify(ranked)}::jsonb) as w(entry_no integer, division integer)
    where tickets.draw_id = ${drawId} and tickets.entry_no = w.entry_no`);
}

/**
 * Winning games per division: a one-game ticket counts once, an entry covering several games counts each
 * game it won (`wins`; only entries that won something carry a division, so few rows are read back).
 */
export async function winnersByDivision(tx: Executor, drawId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ division: tickets.division, n: sql<string | number>`count(*)` })
    .from(tickets)
    .where(and(eq(tickets.drawId, drawId), isNotNull(tickets.division), isNull(tickets.wins)))
    .groupBy(tickets.division);
  const winners = new Map(rows.map((row) => [row.division!, Number(row.n)]));
  const entries = await tx
    .select({ wins: tickets.wins })
    .from(tickets)
    .where(and(eq(tickets.drawId, drawId), isNotNull(tickets.division), isNotNull(tickets.wins)));
  for (const { wins } of entries) for (const win of wins ?? []) winners.set(win.division, (winners.get(win.division) ?? 0) + win.games);
  return winners;
}

export async function insertDivisions(tx: Executor, drawId: number, divisions: { division: number; winners: number; poolCents: number; prizeCents: number }[]): Promise<void> {
  if (divisions.length === 0) return;
  await tx.insert(drawDivisions).values(divisions.map((division) => ({ drawId, ...division }))).onConflictDoNothing();
}

/**
 * Gives every winning ticket its division's prize, set-based: pending for the wallet, claim_required above
 * the threshold, none when the division pays nothing.
 */
export async function assignPrizes(tx: Executor, draw: { id: number; offerId: number; currency: string }, claimThresholdCents: number): Promise<void> {
  // A ticket's prize is paid in the currency its customer keeps: a pound customer's at the rate their sub-variant
  // publishes prizes at (`publishedPrize`: per 100 of the offer's own, rounded down), anyone else's as drawn.
  const percent = sql`coalesce((select p.prize_pool_percent from customers c join offer_sub_variant_pricing p on p.currency = c.currency
      where c.id = t.customer_id and p.offer_id = ${draw.offerId} and c.currency <> ${draw.currency} limit 1), 100)`;
  await tx.execute(sql`
    update tickets set prize_cents = x.cents,
      prize_status = case when x.cents > ${claimThresholdCents} then 'claim_required' when x.cents > 0 then 'pending' else 'none' end
    from (
      select t.id, (d.prize_cents * ${percent}) / 100 as cents
      from tickets t join draw_divisions d on d.draw_id = t.draw_id and d.division = t.division
      where t.draw_id = ${draw.id} and t.prize_status = 'none' and t.wins is null
    ) x
    where tickets.id = x.id`);
  // Entries covering several games: the prizes of every game they won, summed.
  await tx.execute(sql`
    update tickets set prize_cents = p.cents,
      prize_status = case when p.cents > ${claimThresholdCents} then 'claim_required' when p.cents > 0 then 'pending' else 'none' end
    from (
      select t.id, (sum(d.prize_cents * (w.value->>'games')::bigint) * ${percent}) / 100 as cents
      from tickets t cross join lateral jsonb_array_elements(t.wins) w
      join draw_divisions d on d.draw_id = t.draw_id and d.division = (w.value->>'division')::int
      where t.draw_id = ${draw.id} and t.wins is not null and t.prize_status = 'none'
      group by t.id, t.customer_id
    ) p
    where tickets.id = p.id`);
}

/** Rolls a jackpot into the offer's next draw not yet scored: its division-1 pool becomes at least what rolled in (idempotent). */
export async function rollJackpotInto(tx: Executor, from: { offerId: number; drawDate: Date }, rolloverCents: number): Promise<number | null> {
  const [next] = await tx
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.offerId, from.offerId), gt(draws.drawDate, from.drawDate), inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED', 'DRAW_DRAWN'])))
    .orderBy(asc(draws.drawDate))
    .limit(1);
  if (!next) return null;
  await tx
    .update(draws)
    .set({
      jackpotCents: sql`greatest(coalesce(${draws.jackpotCents}, 0), ${rolloverCents})`,
      // An announced jackpot shows the rollover; one announced only later stays unknown.
      prizePoolCents: sql`case when ${draws.isPrizePoolUnknown} then null else greatest(${draws.prizePoolCents}, ${rolloverCents}) end`,
    })
    .where(eq(draws.id, next.id));
  return next.id;
}

export interface CustomerOutcome {
  customerId: string;
  email: string;
  firstname: string;
  games: number;
  wins: number;
  prizeCents: number;
  /** The currency the customer keeps, which their prize is in. */
  currency: string;
  claimRequired: boolean;
}

/** Each customer with tickets in the draw, with their games, wins and prize money. */
export async function outcomesByCustomer(tx: Executor, drawId: number): Promise<CustomerOutcome[]> {
  const rows = await tx
    .select({
      customerId: tickets.customerId,
      email: customers.email,
      firstname: customers.firstname,
      currency: customers.currency,
      // Games, not tickets: an entry covering several games (a System 8) counts each game it covers and each it won.
      games: sql<string | number>`coalesce(sum(${tickets.gamesCovered}), 0)`,
      wins: sql<string | number>`count(*) filter (where ${tickets.prizeCents} > 0 and ${tickets.wins} is null) + coalesce(sum((select sum((w.value->>'games')::int) from jsonb_array_elements(${tickets.wins}) w)) filter (where ${tickets.prizeCents} > 0), 0)`,
      prizeCents: sql<string | number>`coalesce(sum(${tickets.prizeCents}), 0)`,
      claimRequired: sql<boolean>`bool_or(${tickets.prizeStatus} = 'claim_required')`,
    })
    .from(tickets)
    .innerJoin(customers, eq(customers.id, tickets.customerId))
    // A lotto party session's tickets are told to its members by the lotto party, part by part.
    .where(and(eq(tickets.drawId, drawId), eq(tickets.heldForGroup, false)))
    .groupBy(tickets.customerId, customers.email, customers.firstname, customers.currency)
    .orderBy(asc(tickets.customerId));
  return rows.map((row) => ({ ...row, games: Number(row.games), wins: Number(row.wins), prizeCents: Number(row.prizeCents), claimRequired: row.claimRequired === true }));
}

export interface PendingPrize {
  id: string;
  customerId: string;
  prizeCents: number;
}

/** The next batch of a draw's prizes still to pay, locked for this transaction. */
export async function lockPendingPrizes(tx: Executor, drawId: number, limit: number): Promise<PendingPrize[]> {
  const rows = await tx
    .select({ id: tickets.id, customerId: tickets.customerId, prizeCents: tickets.prizeCents })
    .from(tickets)
    .where(and(eq(tickets.drawId, drawId), eq(tickets.prizeStatus, 'pending')))
    .orderBy(asc(tickets.id))
    .limit(limit)
    .for('update');
  return rows.map((row) => ({ ...row, prizeCents: Number(row.prizeCents) }));
}

/** Marks tickets paid by `transactionId`; returns how many moved from pending (all of them, or the caller rolls back). */
export async function markPrizesPaid(tx: Executor, ticketIds: string[], transactionId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(tickets)
    .set({ prizeStatus: 'paid', prizePaidAt: at, prizeTransactionId: transactionId })
    .where(and(inArray(tickets.id, ticketIds), eq(tickets.prizeStatus, 'pending')))
    .returning({ id: tickets.id });
  return rows.length;
}

/** Offers whose draws follow a weekly schedule. */
/** Offers with a weekly schedule, with the time zone of their site (the schedule's times are local to it). */
export async function scheduledOffers(db: Executor): Promise<{ id: number; siteKey: string; timeZone: string; schedule: DrawSchedule }[]> {
  const rows = await db
    .select({ id: productOffers.id, siteKey: productOffers.siteKey, timeZone: sites.timeZone, schedule: productOffers.drawSchedule })
    .from(productOffers)
    .innerJoin(sites, eq(sites.key, productOffers.siteKey))
    .where(isNotNull(productOffers.drawSchedule));
  return rows.map((row) => ({ id: row.id, siteKey: row.siteKey, timeZone: row.timeZone, schedule: row.schedule! }));
}

export type NewDraw = typeof draws.$inferInsert;

/** Inserts draws that do not exist yet (by offer and number); returns how many were new. Safe with concurrent callers. */
export async function insertMissingDraws(db: Executor, rows: NewDraw[]): Promise<number> {
  if (rows.length === 0) return 0;
  return (await db.insert(draws).values(rows).onConflictDoNothing().returning({ id: draws.id })).length;
}

/** Draws still selling that have no seed (created before the engine): they get one now, before sales close. */
export async function unseededSellingDraws(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: draws.id }).from(draws).where(and(inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), sql`${draws.seedHash} is null`));
  return rows.map((row) => row.id);
}

export async function setSeed(db: Executor, drawId: number, seed: { seed: string; hash: string }): Promise<void> {
  await db.update(draws).set({ seed: seed.seed, seedHash: seed.hash }).where(and(eq(draws.id, drawId), sql`${draws.seedHash} is null`));
}

/** A draw of a site's offer by its number, with the engine's view of it. */
export async function findDrawByNumber(db: Executor, siteKey: string, offerKey: string, drawNo: number): Promise<EngineDraw | null> {
  const [row] = await db
    .select({ id: draws.id })
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.key, offerKey), eq(draws.drawNo, drawNo)));
  return row ? findEngineDraw(db, row.id) : null;
}

export async function listDivisions(db: Executor, drawId: number): Promise<{ division: number; winners: number; prizeCents: number }[]> {
  const rows = await db.select({ division: drawDivisions.division, winners: drawDivisions.winners, prizeCents: drawDivisions.prizeCents }).from(drawDivisions).where(eq(drawDivisions.drawId, drawId)).orderBy(asc(drawDivisions.division));
  return rows.map((row) => ({ ...row, prizeCents: Number(row.prizeCents) }));
}
