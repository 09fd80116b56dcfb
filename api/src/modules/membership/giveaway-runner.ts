import { randomUUID } from 'node:crypto';
import { formatMoney } from '@drawfront/shared/format/money';
import type { Database, Executor, Transaction } from '../../db/client';
import type { GiveawayDraws, GiveawayEntrant } from '../draws/giveaway-draws';
import { lockOrOpenWallet, post, systemAccount } from '../ledger/service';
import type { NewNotification } from '../notifications/service';
import { giveawayPath } from './giveaways-service';
import { openEntryOf } from './membership-view';
import { programmePriceIn } from './pricing';
import { claimDueGiveaway, closeGiveawayNow, customerCurrencies, entriesOfDraw, findGiveawayDraw, findProgramme, listProgrammes, markGiveawayDrawn, markWinner, membersJoinedBy, nextOpenGiveaway, upsertEntry } from './repository';
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
      // Each winner takes the draw's prize in the currency they keep (pounds at the programme's published rate for
      // an en-GB member, never a live conversion): one ledger transaction per currency, house to winners' wallets.
      const currencies = await customerCurrencies(tx, outcome.winners.map((winner) => winner.customerId));
      const paid = new Map<string, { cents: number; currency: string; transactionId: string | null }>();
      const byCurrency = new Map<string, typeof outcome.winners>();
      for (const winner of outcome.winners) {
        const winnerCurrency = currencies.get(winner.customerId) ?? currency;
        byCurrency.set(winnerCurrency, [...(byCurrency.get(winnerCurrency) ?? []), winner]);
      }
      for (const [winnerCurrency, winners] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
        const price = await programmePriceIn(tx, programme, currency, winnerCurrency);
        // A currency the programme is not sold in has no published prize: the prize is arranged with the winner.
        const cents = price ? price.prize(draw.prizeCents) : 0;
        let transactionId: string | null = null;
        if (cents > 0) {
          const wallets = new Map<string, number>();
          for (const winner of [...winners].sort((a, b) => a.customerId.localeCompare(b.customerId))) wallets.set(winner.customerId, (await lockOrOpenWallet(tx, winner.customerId, winnerCurrency)).id);
          const house = await systemAccount(tx, 'house_revenue', winnerCurrency);
          const posted = await post(tx, {
            kind: 'prize',
            reference: winnerCurrency === currency ? `giveaway-${draw.id}` : `giveaway-${draw.id}-${winnerCurrency}`,
            description: `${draw.title} prize`,
            at: outcome.at,
            entries: [{ accountId: house, amount: -cents * winners.length }, ...winners.map((winner) => ({ accountId: wallets.get(winner.customerId)!, amount: cents }))],
          });
          transactionId = posted.transactionId;
        }
        for (const winner of winners) paid.set(winner.entryId, { cents, currency: winnerCurrency, transactionId });
      }
      for (const winner of outcome.winners) {
        const prize = paid.get(winner.entryId)!;
        await markWinner(tx, winner.entryId, prize.cents, prize.transactionId);
        await deps.notify(tx, {
          customerId: winner.customerId,
          siteKey: programme.siteKey,
          kind: 'giveaway_win',
          title: `You won the ${draw.title}!`,
          body: prize.cents > 0 ? `${formatMoney(prize.cents, prize.currency, locale)} is in your wallet.` : 'We will be in touch about your prize.',
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
