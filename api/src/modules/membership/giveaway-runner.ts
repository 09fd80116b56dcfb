import { randomUUID } from 'node:crypto';
import { formatMoney } from '@drawfront/shared/format/money';
import type { Database, Executor, Transaction } from '../../db/client';
import type { GiveawayDraws, GiveawayEntrant } from '../draws/giveaway-draws';
import { lockOrOpenWallet, post, systemAccount } from '../ledger/service';
import type { NewNotification } from '../notifications/service';
import { giveawayPath } from './giveaways-service';
import { openEntryOf } from './membership-view';
import { claimDueGiveaway, closeGiveawayNow, entriesOfDraw, findGiveawayDraw, findProgramme, listProgrammes, markGiveawayDrawn, markWinner, membersJoinedBy, nextOpenGiveaway, upsertEntry } from './repository';
import { DAILY_WINNERS_PROGRAM, GIVEAWAY_TYPES } from '@drawfront/shared/contract/membership';
import type { GiveawayType } from '@drawfront/shared/contract/membership';

export interface GiveawayRunnerDeps {
  notify(tx: Executor, notification: NewNotification): Promise<void>;
  /** Breaks and self-exclusions in force at `at` (play-breaks/service.ts), keyed by customer id. */
  playBreaksInForce?: (customerIds: readonly string[], executor: Executor, at: Date) => Promise<Map<string, unknown>>;
}

/**
 * The membership programme's side of the draw engine's giveaway seam (`draws/giveaway-draws.ts`): which
 * draws are due, who is entered (written down at the close), and the winners' prizes (credited to their
 * wallets through the ledger in the draw's transaction) and notices.
 */
export function createGiveawayRunner(db: Database, deps: GiveawayRunnerDeps): GiveawayDraws {
  return {
    async claimDue(tx, now) {
      const draw = await claimDueGiveaway(tx, now);
      return draw ? { id: draw.id, label: `${draw.type} giveaway ${draw.number}`, seed: draw.seed, seedHash: draw.seedHash, winnersCount: draw.winnersCount } : null;
    },

    async entrants(tx, drawId) {
      const row = (await findGiveawayDraw(tx, drawId))!;
      const stored = new Map((await entriesOfDraw(tx, drawId)).map((entry) => [entry.customerId, entry]));
      const entrants: GiveawayEntrant[] = [];
      const members = await membersJoinedBy(tx, row.programmeId, row.closeAt);
      // A member on a break or excluded at the close is not in the draw: their entries are withdrawn (kept at 0).
      const excluded = (await deps.playBreaksInForce?.(members.map((membership) => membership.customerId), tx, row.closeAt)) ?? new Map<string, unknown>();
      // Members who had joined by the close, their tier as it was at the close.
      for (const membership of members) {
        const existing = stored.get(membership.customerId) ?? null;
        const open = openEntryOf(row, membership, existing, row.closeAt);
        const entry = excluded.has(membership.customerId) ? { ...open, entries: 0 } : open;
        const id = existing?.id ?? randomUUID();
        if (existing || entry.entries > 0) {
          await upsertEntry(tx, { id, drawId, customerId: membership.customerId, entryStatus: entry.entryStatus, entries: entry.entries, unlockRequest: existing?.unlockRequest ?? null, unlockRequestedAt: existing?.unlockRequestedAt ?? null, updatedAt: row.closeAt });
        }
        if (entry.entries > 0) entrants.push({ entryId: id, customerId: membership.customerId, entries: entry.entries });
      }
      return entrants;
    },

    async settle(tx: Transaction, drawId, outcome) {
      const draw = (await findGiveawayDraw(tx, drawId))!;
      const programme = (await listProgrammes(tx)).find((row) => row.id === draw.programmeId)!;
      const { currency, locale } = programme;
      await markGiveawayDrawn(tx, drawId, { seed: outcome.seed, seedHash: outcome.seedHash, drawnAt: outcome.at, entriesCount: outcome.entriesCount });
      if (outcome.winners.length === 0) return;
      // Each winner takes the draw's prize; a cash prize moves from the house to their wallet in one ledger transaction.
      let transactionId: string | null = null;
      if (draw.prizeCents > 0) {
        const wallets = new Map<string, number>();
        for (const winner of [...outcome.winners].sort((a, b) => a.customerId.localeCompare(b.customerId))) wallets.set(winner.customerId, (await lockOrOpenWallet(tx, winner.customerId, currency)).id);
        const house = await systemAccount(tx, 'house_revenue', currency);
        const posted = await post(tx, {
          kind: 'prize',
          reference: `giveaway-${draw.id}`,
          description: `${draw.title} prize`,
          at: outcome.at,
          entries: [{ accountId: house, amount: -draw.prizeCents * outcome.winners.length }, ...outcome.winners.map((winner) => ({ accountId: wallets.get(winner.customerId)!, amount: draw.prizeCents }))],
        });
        transactionId = posted.transactionId;
      }
      for (const winner of outcome.winners) {
        await markWinner(tx, winner.entryId, draw.prizeCents, transactionId);
        await deps.notify(tx, {
          customerId: winner.customerId,
          siteKey: programme.siteKey,
          kind: 'giveaway_win',
          title: `You won the ${draw.title}!`,
          body: draw.prizeCents > 0 ? `${formatMoney(draw.prizeCents, currency, locale)} is in your wallet.` : 'We will be in touch about your prize.',
          link: giveawayPath(draw.type, draw.number),
          dedupeKey: `giveaway-win:${winner.entryId}`,
        });
      }
    },

    async closeNext(siteKey, type, now) {
      if (!(GIVEAWAY_TYPES as readonly string[]).includes(type)) return null;
      const programme = await findProgramme(db, siteKey, DAILY_WINNERS_PROGRAM);
      if (!programme) return null;
      const next = await nextOpenGiveaway(db, programme.id, type as GiveawayType, now);
      if (!next) return null;
      await closeGiveawayNow(db, next.id, now);
      return { drawId: next.id, number: next.number };
    },
  };
}
