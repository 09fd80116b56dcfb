// Data builders for draw-engine tests: engines on a suite's database, recording tellers, tickets whose
// picks are built from the numbers a draw's committed seed will give.
import { randomUUID } from 'node:crypto';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { checkouts, customers, draws, ledgerTransactions, productOffers, tickets } from '../src/db/schema';
import { openWallet } from '../src/modules/ledger/service';
import type { Clock } from '../src/lib/clock';
import { createDrawEngine } from '../src/modules/draws/engine';
import type { DrawEngineOptions, DrawTellers } from '../src/modules/draws/engine';
import { drawNumbers } from '../src/modules/draws/fairness/fair-numbers';
import { syndicatesPlugin } from '../src/modules/syndicates/plugin';
import type { NewNotification } from '../src/modules/notifications/service';
import type { OutboxMail } from '../src/modules/outbox/service';
import type { DrawnNumbers, PrizeTable } from '../src/db/schema/json-types';

/** Tellers that record what the engine told, deduplicated by key as the real services are. */
export function recordingTellers(): DrawTellers & { notices: Map<string, NewNotification>; mails: Map<string, OutboxMail> } {
  const notices = new Map<string, NewNotification>();
  const mails = new Map<string, OutboxMail>();
  return {
    notices,
    mails,
    notify: async (_tx, notice) => void (notices.has(notice.dedupeKey) || notices.set(notice.dedupeKey, notice)),
    enqueue: async (_tx, mail) => void (mails.has(mail.dedupeKey) || mails.set(mail.dedupeKey, mail)),
  };
}

/** A draw engine on `db`; syndicate draws are scored and paid by the syndicates' hooks, as in the app. */
export function engineOn(db: Database, clock: Clock, options: Partial<DrawEngineOptions> = {}) {
  return createDrawEngine(db, { clock, tell: recordingTellers(), claimThresholdCents: 2_500_000, groupTickets: [syndicatesPlugin.ticketHooks()], ...options });
}

export interface OpenDraw {
  id: number;
  drawNo: number;
  stop: Date;
  drawDate: Date;
  offerId: number;
  table: PrizeTable;
  /** The numbers the draw's committed seed will give. */
  result: DrawnNumbers;
}

/** The offer's next draw still selling at `now`, with the numbers it will draw. */
export async function nextOpenDraw(db: Database, offerKey: string, now: Date, skip = 0): Promise<OpenDraw> {
  const rows = await db
    .select({ id: draws.id, drawNo: draws.drawNo, stop: draws.stop, drawDate: draws.drawDate, seed: draws.seed, offerId: productOffers.id, table: productOffers.prizeTable })
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .where(and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.key, offerKey), eq(draws.status, 'DRAW_OPEN'), gt(draws.stop, now)))
    .orderBy(asc(draws.drawDate));
  const row = rows[skip]!;
  return { ...row, table: row.table!, result: drawNumbers(row.seed!, row.table!.machine) };
}

/** A game that wins `division` of the table against `result` (numbers not needed are ones not drawn). */
export function gameFor(table: PrizeTable, result: DrawnNumbers, division: number | null): GamePicks {
  const barrel = table.machine.barrels[0]!;
  const mainCount = barrel.sets.find((set) => set.key === 'numbers')!.count;
  const rule = division === null ? { numbers: 0, supplementary: 0, powerball: false } : table.divisions.find((candidate) => candidate.division === division)!;
  const drawn = new Set([...(result.numbers ?? []), ...(result.supplementary ?? [])]);
  const numbers = [...result.numbers!.slice(0, rule.numbers), ...(result.supplementary ?? []).slice(0, rule.supplementary ?? 0)];
  for (let n = barrel.min; numbers.length < mainCount; n += 1) if (!drawn.has(n)) numbers.push(n);
  const game: GamePicks = { numbers: numbers.sort((a, b) => a - b) };
  const pb = table.machine.barrels[1];
  if (pb) {
    const ball = result.powerball![0]!;
    game.powerball = [rule.powerball ? ball : ball === pb.min ? pb.min + 1 : pb.min];
  }
  return game;
}

/**
 * Inserts `games` as tickets of one checkout of `customerId` (no money moves: the scoring and paying
 * under test do not look at how tickets were bought). For volume tests; real purchases are tested elsewhere.
 */
export async function insertTickets(db: Database, input: { customerId: string; draw: OpenDraw; games: GamePicks[]; priceCents?: number }): Promise<void> {
  const transactionId = randomUUID();
  const checkoutId = randomUUID();
  const at = new Date(input.draw.stop.getTime() - 3_600_000);
  await db.insert(ledgerTransactions).values({ id: transactionId, kind: 'purchase', reference: checkoutId, description: 'test tickets (no money)', createdAt: at });
  await db.insert(checkouts).values({ id: checkoutId, customerId: input.customerId, siteKey: 'drawfront', transactionId, totalCents: 0, receipt: {} as never, createdAt: at });
  for (let start = 0; start < input.games.length; start += 2_000) {
    await db.insert(tickets).values(
      input.games.slice(start, start + 2_000).map((game) => ({ id: randomUUID(), checkoutId, customerId: input.customerId, offerId: input.draw.offerId, drawId: input.draw.id, gameType: 'standard' as const, game, priceCents: input.priceCents ?? 0 })),
    );
  }
}

/** Customers straight into the table with an empty wallet (no sign-up: argon2 would dominate volume tests). */
export async function insertCustomers(db: Database, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.insert(customers).values(
    ids.map((id) => ({ id, siteKey: 'drawfront', email: `volume-${id}@example.com`, passwordHash: 'not-a-hash', firstname: 'Vol', lastname: 'Ume', dateOfBirth: '1980-01-01', state: 'NSW', currency: 'AUD' })),
  );
  for (const id of ids) await openWallet(db, id, 'AUD');
  return ids;
}

/**
 * `count` games for `draw` spread over `customerIds`: every `winnerEvery`th game wins the table's last division,
 * the rest quick-picked away from the drawn numbers so that they win nothing.
 */
export async function insertVolume(db: Database, draw: OpenDraw, customerIds: string[], count: number, winnerEvery: number): Promise<void> {
  const last = draw.table.divisions.at(-1)!.division;
  const winning = gameFor(draw.table, draw.result, last);
  const losing = gameFor(draw.table, draw.result, null);
  for (const [index, customerId] of customerIds.entries()) {
    const mine = Array.from({ length: Math.ceil(count / customerIds.length) }, (_, i) => i * customerIds.length + index).filter((n) => n < count);
    await insertTickets(db, { customerId, draw, games: mine.map((n) => (n % winnerEvery === 0 ? winning : losing)), priceCents: 100 });
  }
}

/** Each wallet's balance against the prizes paid to it, and how many tickets were paid, by which transactions. */
export async function prizeFacts(db: Database, drawIds: number[]) {
  const { rows } = (await db.execute(sql`
    select
      (select count(*)::int from tickets where draw_id in ${drawIds} and prize_status = 'paid') as paid,
      (select count(*)::int from tickets where draw_id in ${drawIds} and prize_status = 'pending') as pending,
      (select count(*)::int from (select t.customer_id from tickets t join ledger_accounts a on a.customer_id = t.customer_id
        where t.draw_id in ${drawIds} group by t.customer_id, a.balance having a.balance <> coalesce(sum(t.prize_cents) filter (where t.prize_status = 'paid'), 0)) x) as mismatched_wallets,
      (select coalesce(sum(e.amount), 0)::bigint from ledger_entries e join ledger_transactions lt on lt.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
        where lt.kind = 'prize' and a.kind = 'customer_wallet' and lt.id in (select prize_transaction_id from tickets where draw_id in ${drawIds})) as credited,
      (select coalesce(sum(prize_cents), 0)::bigint from tickets where draw_id in ${drawIds} and prize_status = 'paid') as owed`)) as unknown as { rows: { paid: number; pending: number; mismatched_wallets: number; credited: string | number; owed: string | number }[] };
  const row = rows[0]!;
  return { paid: row.paid, pending: row.pending, mismatchedWallets: row.mismatched_wallets, credited: Number(row.credited), owed: Number(row.owed) };
}

/**
 * How a draw's tickets agree with the prize transactions that paid them; each count is 0 when every prize was
 * paid whole and once: a ticket marked paid without its transaction (or the reverse), a ticket paid by a
 * transaction that is not a prize, a customer credited in a prize transaction other than the sum of the tickets
 * it paid them, and a prize transaction no ticket points to (money paid with no ticket marked: a double payment).
 */
export async function prizeLedgerFacts(db: Database, drawId: number) {
  const { rows } = (await db.execute(sql`
    with paid as (
      select prize_transaction_id as transaction_id, customer_id, sum(prize_cents)::bigint as cents
      from tickets where draw_id = ${drawId} and prize_transaction_id is not null group by 1, 2),
    credited as (
      select e.transaction_id, a.customer_id, sum(e.amount)::bigint as cents
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.kind = 'customer_wallet' and e.transaction_id in (select transaction_id from paid) group by 1, 2)
    select
      (select count(*)::int from tickets where draw_id = ${drawId}
        and (prize_status = 'paid') <> (prize_transaction_id is not null and prize_paid_at is not null)) as half_paid,
      (select count(*)::int from paid p join ledger_transactions lt on lt.id = p.transaction_id where lt.kind <> 'prize') as not_prize,
      (select count(*)::int from paid p full join credited c on c.transaction_id = p.transaction_id and c.customer_id = p.customer_id
        where p.cents is distinct from c.cents) as miscredited,
      (select count(*)::int from ledger_transactions lt where lt.kind = 'prize'
        and not exists (select 1 from tickets t where t.prize_transaction_id = lt.id)) as orphans,
      (select count(distinct transaction_id)::int from paid) as transactions`)) as unknown as {
    rows: { half_paid: number; not_prize: number; miscredited: number; orphans: number; transactions: number }[];
  };
  const row = rows[0]!;
  return { halfPaid: row.half_paid, notPrize: row.not_prize, miscredited: row.miscredited, orphanTransactions: row.orphans, transactions: row.transactions };
}
