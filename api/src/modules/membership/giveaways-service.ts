import { randomUUID } from 'node:crypto';
import type { EntryStatus, GiveawayDraw, GiveawayPage, GiveawayType, GiveawayWinner, UpcomingMembershipDraw } from '@drawfront/shared/contract/membership';
import { ENTRY_RULES } from '@drawfront/shared/rules/membership-entries';
import { maskWinnerName } from '@drawfront/shared/rules/winner-name';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { Clock } from '../../lib/clock';
import type { NewNotification } from '../notifications/service';
import type { SiteRecord } from '../sites/site-record';
import { giveawaysAhead } from './giveaway-schedule';
import { entryView, giveawayView, tierAt } from './membership-view';
import { claimPendingUnlocks, entriesOfCustomer, enteredDrawIds, findEntry, findGiveawayByNumber, findGiveawayDraw, findMembership, findProgrammeById, insertGiveawayDraws, listGiveawayDraws, listProgrammes, listWinners, upsertEntry } from './repository';
import type { GiveawayDrawRow, GiveawayEntryRow, ProgrammeRow } from './repository';
import { PROGRAMME_NAME, programmeOf } from './service';
import { homeCurrencyOf } from '../sites/money-site';
import { programmePriceShown } from './pricing';

const UNLOCK_BATCH = 200;

export interface GiveawayDeps {
  clock: Clock;
  notify(tx: Executor, notification: NewNotification): Promise<void>;
}

export type GiveawayService = ReturnType<typeof createGiveawayService>;

export const giveawayPath = (type: GiveawayType, number: number) => `/daily-winners/giveaways/${type}/${number}`;

/** A winner as listed: their prize as paid, in the currency they keep. */
function winnerOf(row: Awaited<ReturnType<typeof listWinners>>['rows'][number]): GiveawayWinner {
  return { name: maskWinnerName(row.firstname, row.lastname), prize: { amount: row.prizeCents ?? 0, currency: row.currency }, giveawayType: row.type, drawNumber: row.number, drawnAt: (row.drawnAt ?? new Date(0)).toISOString(), title: row.title };
}

/** Giveaways: the lists and pages, entering and leaving, the monthly unlock, winners, and the schedule kept ahead. */
export function createGiveawayService(db: Database, deps: GiveawayDeps) {
  const { clock } = deps;

  /**
   * Resolves pending unlock requests (pending → resolved): the entry is unlocked while its draw is open and the
   * customer still a member, and the customer is told in the notifications feed. Runs in the `membership-unlocks`
   * job and before a customer's own giveaways are read, so they see the outcome on their next look.
   */
  async function resolveUnlocks(onlyCustomer?: string): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      let resolved = 0;
      for (const entry of await claimPendingUnlocks(tx, UNLOCK_BATCH, onlyCustomer)) {
        const draw = (await findGiveawayDraw(tx, entry.drawId))!;
        const membership = await findMembership(tx, draw.programmeId, entry.customerId);
        const granted = draw.status === 'open' && draw.closeAt > now && membership?.status === 'member';
        const entryStatus: EntryStatus = granted ? 'unlocked' : 'locked';
        await upsertEntry(tx, { ...entry, entryStatus, entries: granted ? ENTRY_RULES[draw.type].free.entries : 0, unlockRequest: 'resolved', updatedAt: now });
        if (granted) {
          const programme = (await findProgrammeById(tx, draw.programmeId))!;
          await deps.notify(tx, {
            customerId: entry.customerId,
            siteKey: programme.siteKey,
            kind: 'membership_unlock',
            title: `${draw.title} unlocked`,
            body: `Your entry in the ${draw.title} is unlocked. Good luck!`,
            link: giveawayPath(draw.type, draw.number),
            dedupeKey: `giveaway-unlock:${entry.id}`,
          });
        }
        resolved += 1;
      }
      return resolved;
    });
  }

  async function views(programme: ProgrammeRow, site: SiteRecord, rows: GiveawayDrawRow[], customerId: string | null, visitorCurrency?: string): Promise<GiveawayDraw[]> {
    const now = clock.now();
    const membership = customerId ? await findMembership(db, programme.id, customerId) : null;
    const entries = customerId ? await entriesOfCustomer(db, customerId, rows.map((row) => row.id)) : [];
    const byDraw = new Map<string, GiveawayEntryRow>(entries.map((entry) => [entry.drawId, entry]));
    // A signed-in customer sees prizes as they would be paid to them, in the currency they keep; a visitor in their sub-variant's.
    const price = await programmePriceShown(db, programme, homeCurrencyOf(site), customerId ? site.currency : (visitorCurrency ?? site.currency));
    return Promise.all(
      rows.map(async (row) => {
        const winners = row.status === 'drawn' ? (await listWinners(db, programme.id, { limit: 10, offset: 0 }, row.id)).rows.map(winnerOf) : [];
        return giveawayView({ ...row, prizeCents: price.prize(row.prizeCents) }, price.currency, entryView(row, membership, byDraw.get(row.id) ?? null, now), winners, now);
      }),
    );
  }

  return {
    resolveUnlocks: () => resolveUnlocks(),

    /** Keeps every programme's daily and monthly giveaways created ahead (the `membership-giveaways` job and the seed). */
    async scheduleAhead(executor: Executor = db): Promise<number> {
      let created = 0;
      for (const programme of await listProgrammes(executor)) created += await insertGiveawayDraws(executor, giveawaysAhead(programme.id, programme.timeZone, clock.now()));
      return created;
    },

    /** Open (current) or drawn (closed) giveaways, a page at a time; `mine` keeps the drawn ones the customer was entered in. */
    async list(site: SiteRecord, customerId: string | null, query: { state: 'open' | 'drawn'; mine: boolean; limit: number; offset: number }, visitorCurrency?: string): Promise<GiveawayPage> {
      const programme = await programmeOf(db, site);
      if (customerId) await resolveUnlocks(customerId);
      const only = query.mine && query.state === 'drawn' && customerId ? await enteredDrawIds(db, customerId) : undefined;
      const { rows, total } = await listGiveawayDraws(db, programme.id, query.state, { limit: query.limit, offset: query.offset, now: clock.now() }, only);
      return { items: await views(programme, site, rows, customerId, visitorCurrency), pageInfo: { limit: query.limit, offset: query.offset, total } };
    },

    async byNumber(site: SiteRecord, customerId: string | null, type: GiveawayType, number: number, visitorCurrency?: string): Promise<GiveawayDraw> {
      const programme = await programmeOf(db, site);
      if (customerId) await resolveUnlocks(customerId);
      const row = await findGiveawayByNumber(db, programme.id, type, number);
      if (!row) throw new AppError(ERROR_CODES.giveawayNotFound, [`${type}/${number}`]);
      return (await views(programme, site, [row], customerId, visitorCurrency))[0]!;
    },

    /**
     * `PUT /v3/draws/{id}` {entryStatus}: a free member opts in (unlocked) or out (locked) of the daily and special
     * giveaways, and asks to unlock the monthly one (pending until resolved); premium entries are guaranteed.
     */
    async setEntry(site: SiteRecord, customerId: string, drawId: string, entryStatus: EntryStatus): Promise<UpcomingMembershipDraw> {
      const programme = await programmeOf(db, site);
      const now = clock.now();
      const row = await db.transaction(async (tx: Transaction) => {
        const draw = await findGiveawayDraw(tx, drawId, { lock: true });
        if (!draw || draw.programmeId !== programme.id) throw new AppError(ERROR_CODES.giveawayNotFound, [drawId]);
        if (draw.status !== 'open' || draw.closeAt <= now) throw new AppError(ERROR_CODES.giveawayClosed, [draw.type, draw.number, draw.closeAt.toISOString()]);
        if (draw.openAt > now) throw new AppError(ERROR_CODES.giveawayNotOpen, [draw.type, draw.number, draw.openAt.toISOString()]);
        const membership = await findMembership(tx, programme.id, customerId, { lock: true });
        if (!membership || membership.status === 'non-member') throw new AppError(ERROR_CODES.notAMember, [PROGRAMME_NAME, 'enter its giveaways']);
        if (membership.status === 'pending-deposit') throw new AppError(ERROR_CODES.depositRequired);
        if (entryStatus === 'guaranteed') throw new AppError(ERROR_CODES.entryNotAllowed, ['Guaranteed entries come with premium membership: send entryStatus unlocked to enter or locked to leave.']);
        const tier = tierAt(membership, now);
        const existing = await findEntry(tx, draw.id, customerId, { lock: true });
        const base = { id: existing?.id ?? randomUUID(), drawId: draw.id, customerId, updatedAt: now };
        if (tier === 'premium') {
          if (entryStatus === 'locked') throw new AppError(ERROR_CODES.entryNotAllowed, ['Premium entries are guaranteed: they cannot be left.']);
          return { draw, membership, entry: existing };
        }
        const rule = ENTRY_RULES[draw.type].free;
        if (rule.initial === 'locked' && !rule.unlockable) throw new AppError(ERROR_CODES.entryNotAllowed, [`The ${draw.type} giveaway is for premium members: upgrade to enter it.`]);
        let next: Parameters<typeof upsertEntry>[1];
        if (rule.unlockable && entryStatus === 'unlocked') {
          if (existing?.unlockRequest === 'pending') throw new AppError(ERROR_CODES.unlockPending, [draw.type]);
          if (existing?.entryStatus === 'unlocked') return { draw, membership, entry: existing };
          next = { ...base, entryStatus: 'locked', entries: 0, unlockRequest: 'pending', unlockRequestedAt: now };
        } else {
          next = { ...base, entryStatus, entries: entryStatus === 'locked' ? 0 : rule.entries, unlockRequest: entryStatus === 'locked' ? null : (existing?.unlockRequest ?? null), unlockRequestedAt: entryStatus === 'locked' ? null : (existing?.unlockRequestedAt ?? null) };
        }
        await upsertEntry(tx, next);
        return { draw, membership, entry: { ...next, won: false, prizeCents: null, prizeTransactionId: null } as GiveawayEntryRow };
      });
      return entryView(row.draw, row.membership, row.entry, now)!;
    },

    async winners(site: SiteRecord, page: { limit: number; offset: number }): Promise<{ items: GiveawayWinner[]; pageInfo: { limit: number; offset: number; total: number } }> {
      const programme = await programmeOf(db, site);
      const { rows, total } = await listWinners(db, programme.id, page);
      return { items: rows.map(winnerOf), pageInfo: { ...page, total } };
    },
  };
}
