import { randomUUID } from 'node:crypto';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { closeOutcome } from '@drawfront/shared/rules/lotto-party';
import { splitByShares } from '@drawfront/shared/rules/lotto-party-split';
import { quickPick } from '@drawfront/shared/rules/ticket-completeness';
import type { Database, Transaction } from '../../db/client';
import { formatMoney } from '@drawfront/shared/format/money';
import type { Clock } from '../../lib/clock';
import type { NewNotification } from '../notifications/service';
import { lockOrOpenWallet, post, systemAccount } from '../ledger/service';
import type { GroupTicketHooks, PrizePart } from '../draws/steps/context';
import { dueSessionIds, findLotteryDraw, findSession, insertSession, lockSession, markPaidSessions, nextOpenDrawOf, openSessionIdsOfDraw, updateSession } from './repository';
import { holdings, insertPrizeParts, insertRefund, prizePartSums, sessionsOfTickets } from './shares-repository';
import type { Holding } from './shares-repository';
import { insertSessionCheckout } from './tickets-repository';

const asHoldings = (rows: Holding[]) => rows.map((row) => ({ holderId: row.customerId, shares: row.shares, order: row.firstSeq }));

/**
 * Closes one open session inside `tx` (the "smaller ticket" rule, shared/src/rules/lotto-party.ts): buys the
 * games the shares sold pay for from the lotto party pool, as quick picks on the session's checkout, and gives
 * the rest back to the buyers by shares; cancels and refunds everything when no game is paid for, or when its
 * draw was already drawn. Safe to call twice: it works under the session's row lock and only on an open session.
 */
export async function closeSession(tx: Transaction, sessionId: string, now: Date): Promise<'closed' | 'cancelled' | 'skipped'> {
  const locked = await lockSession(tx, sessionId);
  if (!locked || locked.status !== 'open') return 'skipped';
  const session = (await findSession(tx, null, sessionId))!;
  const draw = (await findLotteryDraw(tx, session.siteKey, { drawId: session.drawId }))!;
  const tooLate = !['DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED'].includes(draw.drawStatus);
  const outcome = tooLate ? { kind: 'cancel' as const, refundCents: locked.sharePriceCents * locked.sharesSold } : closeOutcome({ sharePriceCents: locked.sharePriceCents, sharesSold: locked.sharesSold, gamePriceCents: locked.gamePriceCents });
  const holders = await holdings(tx, sessionId);
  const pool = await systemAccount(tx, 'lotto_party_pool', session.currency);

  let checkoutId: string | null = null;
  if (outcome.kind === 'buy') {
    checkoutId = randomUUID();
    const house = await systemAccount(tx, 'house_revenue', session.currency);
    const description = `Lotto party ${session.groupName}: ${outcome.games} ${session.lotteryName} games for draw ${session.drawNo}`;
    const posted = await post(tx, {
      kind: 'purchase',
      reference: `lotto-party-session-${sessionId}`,
      description,
      at: now,
      entries: [
        { accountId: pool, amount: -outcome.spentCents },
        { accountId: house, amount: outcome.spentCents },
      ],
    });
    const numberSets = draw.gameTypes.find((type) => type.key === 'standard')?.gameOffers[0]?.numberSets ?? [];
    const money = (amount: number) => ({ amount, currency: session.currency });
    const receipt: Receipt = {
      checkoutId,
      purchasedAt: now.toISOString(),
      total: money(outcome.spentCents),
      lines: [{ lotteryKey: session.lotteryKey, productDescription: description, drawNo: session.drawNo, drawDate: session.drawDate.toISOString(), numDraws: 1, numGames: outcome.games, purchasePrice: money(outcome.spentCents), purchaseStatus: 'standard' }],
      balance: money(0),
      trackingData: { goals: [], products: [] },
    };
    // The session's tickets are held in the name of the member who opened it; their prizes are split by shares.
    await insertSessionCheckout(
      tx,
      { id: checkoutId, customerId: locked.createdBy, siteKey: session.siteKey, transactionId: posted.transactionId, totalCents: outcome.spentCents, receipt, createdAt: now },
      Array.from({ length: outcome.games }, () => ({
        id: randomUUID(),
        checkoutId: checkoutId!,
        customerId: locked.createdBy,
        offerId: locked.offerId,
        drawId: locked.drawId,
        gameType: 'standard' as const,
        game: quickPick(numberSets) as GamePicks,
        priceCents: locked.gamePriceCents,
        heldForGroup: true,
      })),
    );
  }

  if (outcome.refundCents > 0) {
    const { parts } = splitByShares(outcome.refundCents, asHoldings(holders));
    for (const part of parts.filter((entry) => entry.cents > 0).sort((a, b) => a.holderId.localeCompare(b.holderId))) {
      const wallet = await lockOrOpenWallet(tx, part.holderId, session.currency);
      const posted = await post(tx, {
        kind: 'refund',
        reference: `lotto-party-session-${sessionId}-refund`,
        description: outcome.kind === 'cancel' ? `Lotto party ${session.groupName}: session cancelled, shares refunded` : `Lotto party ${session.groupName}: money left below one game`,
        at: now,
        entries: [
          { accountId: pool, amount: -part.cents },
          { accountId: wallet.id, amount: part.cents },
        ],
      });
      await insertRefund(tx, { sessionId, customerId: part.holderId, cents: part.cents, transactionId: posted.transactionId });
    }
  }

  await updateSession(tx, sessionId, {
    status: outcome.kind === 'buy' ? 'closed' : 'cancelled',
    closedAt: now,
    gamesBought: outcome.kind === 'buy' ? outcome.games : 0,
    spentCents: outcome.kind === 'buy' ? outcome.spentCents : 0,
    refundCents: outcome.refundCents,
    checkoutId,
  });
  // Autosession on: the group plays the lottery's next draw too, on the same terms (paused or off: it does not).
  if (locked.autosessionStatus === 'on') {
    const next = await nextOpenDrawOf(tx, locked.offerId, session.drawDate, now);
    if (next) {
      await insertSession(tx, {
        id: randomUUID(),
        groupId: locked.groupId,
        offerId: locked.offerId,
        drawId: next.id,
        createdBy: locked.createdBy,
        sharePriceCents: locked.sharePriceCents,
        gamePriceCents: locked.gamePriceCents,
        sharesTotal: locked.sharesTotal,
        autosessionStatus: 'on',
        inviteAllExistingMembers: locked.inviteAllExistingMembers,
        createdAt: now,
      });
    }
  }
  return outcome.kind === 'buy' ? 'closed' : 'cancelled';
}

/** The draw engine's hooks for session tickets: sessions of a draw close before it is drawn; prizes split by shares. */
export function sessionTicketHooks(): GroupTicketHooks {
  return {
    async beforeDraw(tx, drawId, now) {
      for (const id of await openSessionIdsOfDraw(tx, drawId)) await closeSession(tx, id, now);
    },
    async splitPrize(tx, prizes) {
      const sessionOf = await sessionsOfTickets(tx, prizes.map((prize) => prize.id));
      const answer = new Map<string, PrizePart[]>();
      const holdersOf = new Map<string, Holding[]>();
      for (const prize of prizes) {
        const sessionId = sessionOf.get(prize.id);
        if (!sessionId) continue;
        if (!holdersOf.has(sessionId)) holdersOf.set(sessionId, await holdings(tx, sessionId));
        const { parts } = splitByShares(prize.prizeCents, asHoldings(holdersOf.get(sessionId)!));
        await insertPrizeParts(tx, parts.map((part) => ({ ticketId: prize.id, customerId: part.holderId, sessionId, shares: part.shares, baseCents: part.baseCents, leftoverCents: part.leftoverCents })));
        answer.set(prize.id, parts.map((part) => ({ customerId: part.holderId, cents: part.cents })));
      }
      return answer;
    },
  };
}

/** How the job tells members (the notifications feed), in the transaction that marks their session paid. */
export type SessionNotify = (tx: Transaction, notification: NewNotification) => Promise<void>;

/**
 * The `lotto-party-close` job: closes every session that is full or whose draw stopped selling, each in its own
 * transaction; marks sessions whose draw has paid as paid and tells each member their part (idempotent per member).
 */
export async function closeDueSessions(db: Database, clock: Clock, notify?: SessionNotify): Promise<{ closed: number; cancelled: number; paid: number }> {
  const report = { closed: 0, cancelled: 0, paid: 0 };
  for (const id of await dueSessionIds(db, clock.now())) {
    const outcome = await db.transaction((tx) => closeSession(tx, id, clock.now()));
    if (outcome !== 'skipped') report[outcome] += 1;
  }
  await db.transaction(async (tx) => {
    const paid = await markPaidSessions(tx, clock.now());
    report.paid = paid.length;
    if (notify) for (const id of paid) await tellMembers(tx, id, notify);
  });
  return report;
}

async function tellMembers(tx: Transaction, sessionId: string, notify: SessionNotify): Promise<void> {
  const session = (await findSession(tx, null, sessionId))!;
  const parts = new Map((await prizePartSums(tx, sessionId)).map((part) => [part.customerId, part.baseCents + part.leftoverCents]));
  for (const holder of await holdings(tx, sessionId)) {
    const cents = parts.get(holder.customerId) ?? 0;
    await notify(tx, {
      customerId: holder.customerId,
      siteKey: session.siteKey,
      kind: 'lotto_party_result',
      title: `${session.groupName}: ${session.lotteryName} draw ${session.drawNo}`,
      body: cents > 0 ? `Your part of the group's prize, ${formatMoney(cents, session.currency, session.locale)}, is in your wallet.` : 'No prize for the group this time. See the session for its numbers.',
      link: `/my-account/lotto-party/session/${sessionId}`,
      dedupeKey: `lotto-party-result:${sessionId}:${holder.customerId}`,
    });
  }
}
