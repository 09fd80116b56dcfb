import type { GamePicks } from '@drawfront/shared/contract/cart';
import type {
  Autoplay, AutoplayChange, AutoplayList, CombinedRecurringPurchaseList, PaymentResolutionList, RecurringFundKind, RecurringPurchaseMethods,
  RecurringStatusChange, ScheduledPurchase, ScheduledPurchaseList, SubscriptionChange, SubscriptionList,
} from '@drawfront/shared/contract/recurring';
import { canChangeStatus } from '@drawfront/shared/rules/recurring-status';
import type { Database, Executor } from '../../db/client';
import type { RecurringKind } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { createLineResolver, LineProblem } from '../cart/lines';
import { cancelLiveRecords, findDrawById, findRecord, listOpenResolutions, listRecords, nextDraws, resolveResolutions, updateRecord } from './repository';
import type { RecordWithOffer } from './repository';
import { toAutoplay, toCombined, toScheduledPurchase } from './present';
import type { LineDraft } from '../../db/schema/json-types';

/** What each kind is called in messages. */
const NOUN: Record<RecurringKind, string> = { autoplay: 'autoplay', subscription: 'subscription', scheduled: 'scheduled purchase' };

export interface RecurringServiceOptions {
  now: () => Date;
  /** Whether the customer has a live default card (the card recurring purchase method needs one). */
  hasDefaultCard: (customerId: string) => Promise<boolean>;
}

export type RecurringService = ReturnType<typeof createRecurringService>;

/**
 * Cancels every live autoplay, subscription and scheduled purchase of the customer inside the caller's
 * transaction (a self-exclusion, a closed account); the runner never charges a cancelled record. How many.
 */
export async function cancelAllRecurring(tx: Executor, customerId: string, at: Date): Promise<number> {
  return (await cancelLiveRecords(tx, customerId, at)).length;
}

/** Autoplays, subscriptions and scheduled purchases as the customer sees and changes them (storefront §7). */
export function createRecurringService(db: Database, options: RecurringServiceOptions) {
  const { now } = options;

  async function load(executor: Executor, customerId: string, id: string, kind: RecurringKind, lock = false): Promise<RecordWithOffer> {
    const record = await findRecord(executor, customerId, id, [kind], lock);
    if (!record) throw new AppError(ERROR_CODES.recurringNotFound, [NOUN[kind], id]);
    return record;
  }

  async function present(records: RecordWithOffer[]): Promise<Autoplay[]> {
    const open = await nextDraws(db, records.map((record) => record.offerId), now());
    return records.map((record) => toAutoplay(record, open.get(record.offerId)));
  }

  /**
   * Checks a changed record against the offer as it sells today (games complete and in range, cause, day),
   * with the cart's own line rules, so a record never holds what a purchase would refuse.
   */
  async function checkDraft(executor: Executor, record: RecordWithOffer, change: Partial<LineDraft>): Promise<void> {
    const resolve = createLineResolver(executor, record.siteKey, now());
    const draft: LineDraft = {
      offerKey: record.offer.key,
      gameType: record.gameType,
      gameOfferKey: record.gameOfferKey,
      numDraws: 1,
      games: record.games,
      quickpick: record.quickpick,
      day: record.day,
      causeKey: record.causeKey,
      ...change,
    };
    try {
      await resolve(draft);
    } catch (error) {
      if (error instanceof LineProblem && error.kind === 'invalid') throw new AppError(ERROR_CODES.recurringChangeInvalid, [error.message], { errors: { this: [error.message] } });
      if (error instanceof LineProblem) return; // No draw open right now: the change is checked again at its next run.
      throw error;
    }
  }

  async function setStatus(customerId: string, id: string, kind: 'autoplay' | 'subscription', change: RecurringStatusChange): Promise<Autoplay> {
    const at = now();
    const pausedUntil = change.pausedUntil ? new Date(change.pausedUntil) : null;
    if (change.status === 'recurring_status_timed_pause') {
      if (!pausedUntil || Number.isNaN(pausedUntil.getTime())) throw new AppError(ERROR_CODES.recurringStatusInvalid, ['a timed pause needs pausedUntil, the date and time it ends'], { errors: { pausedUntil: ['Choose when the pause ends.'] } });
      if (pausedUntil.getTime() <= at.getTime()) throw new AppError(ERROR_CODES.recurringStatusInvalid, ['pausedUntil must be in the future'], { errors: { pausedUntil: ['Choose a date in the future.'] } });
    } else if (change.pausedUntil) {
      throw new AppError(ERROR_CODES.recurringStatusInvalid, [`pausedUntil goes only with status recurring_status_timed_pause, not ${change.status}`], { errors: { pausedUntil: ['Only a timed pause has an end date.'] } });
    }
    await db.transaction(async (tx) => {
      const record = await load(tx, customerId, id, kind, true);
      const from = record.status as RecurringStatusChange['status'];
      if (from === 'recurring_status_cancelled') throw new AppError(ERROR_CODES.recurringStatusFinal, [NOUN[kind]]);
      if (!canChangeStatus(from, change.status)) throw new AppError(ERROR_CODES.recurringStatusInvalid, [`this ${NOUN[kind]} is already ${change.status}`]);
      const resuming = change.status === 'recurring_status_active';
      await updateRecord(tx, id, {
        status: change.status,
        pausedUntil: change.status === 'recurring_status_timed_pause' ? pausedUntil : null,
        // The customer's own choice replaces a limit hold; unpausing also answers a payment resolution.
        pauseReason: change.status === 'recurring_status_paused' || change.status === 'recurring_status_timed_pause' ? 'customer' : null,
        limitPause: null,
        updatedAt: at,
      });
      if (resuming || change.status === 'recurring_status_cancelled') await resolveResolutions(tx, id, at);
    });
    return (await present([await load(db, customerId, id, kind)]))[0]!;
  }

  async function change(customerId: string, id: string, kind: 'autoplay' | 'subscription', values: { minimumJackpotCents?: number | null; quickpick?: boolean; games?: GamePicks[]; causeKey?: string | null; gameOfferKey?: string }): Promise<Autoplay> {
    await db.transaction(async (tx) => {
      const record = await load(tx, customerId, id, kind, true);
      if (record.status === 'recurring_status_cancelled') throw new AppError(ERROR_CODES.recurringStatusFinal, [NOUN[kind]]);
      const draft: Partial<LineDraft> = {};
      if (values.games !== undefined) draft.games = values.games;
      if (values.causeKey !== undefined) draft.causeKey = values.causeKey;
      if (values.gameOfferKey !== undefined) draft.gameOfferKey = values.gameOfferKey;
      if (Object.keys(draft).length > 0) await checkDraft(tx, record, draft);
      await updateRecord(tx, id, { ...values, updatedAt: now() });
    });
    return (await present([await load(db, customerId, id, kind)]))[0]!;
  }

  const service = {
    async autoplays(customerId: string, limit: number, offset: number): Promise<AutoplayList> {
      const { rows, total } = await listRecords(db, customerId, ['autoplay'], limit, offset);
      return { autoplays: await present(rows), pageInfo: { limit, offset, total } };
    },

    async subscriptions(customerId: string, limit: number, offset: number, lotteryKeys?: string[]): Promise<SubscriptionList> {
      const { rows, total } = await listRecords(db, customerId, ['subscription'], limit, offset, lotteryKeys);
      return { subscriptions: await present(rows), pageInfo: { limit, offset, total } };
    },

    async get(customerId: string, id: string, kind: 'autoplay' | 'subscription'): Promise<Autoplay> {
      return (await present([await load(db, customerId, id, kind)]))[0]!;
    },

    setStatus,

    /** `/autoplay/{action}/{id}`: pause or unpause. */
    toggle: (customerId: string, id: string, action: 'pause' | 'unpause') =>
      setStatus(customerId, id, 'autoplay', { status: action === 'pause' ? 'recurring_status_paused' : 'recurring_status_active' }),

    changeAutoplay(customerId: string, id: string, body: AutoplayChange): Promise<Autoplay> {
      return change(customerId, id, 'autoplay', {
        ...(body.minimumJackpotAmount !== undefined ? { minimumJackpotCents: body.minimumJackpotAmount || null } : {}),
        ...(body.quickpick !== undefined ? { quickpick: body.quickpick } : {}),
        ...(body.games !== undefined ? { games: body.games } : {}),
        ...(body.causeKey !== undefined ? { causeKey: body.causeKey } : {}),
      });
    },

    changeSubscription(customerId: string, id: string, body: SubscriptionChange): Promise<Autoplay> {
      return change(customerId, id, 'subscription', {
        ...(body.gameOffer !== undefined ? { gameOfferKey: body.gameOffer } : {}),
        ...(body.causeKey !== undefined ? { causeKey: body.causeKey } : {}),
        // Raffle tickets carry no numbers: a ticket is an empty game.
        ...(body.numGames !== undefined ? { games: Array.from({ length: body.numGames }, () => ({})) } : {}),
      });
    },

    async scheduledPurchases(customerId: string, limit: number, offset: number): Promise<ScheduledPurchaseList> {
      const { rows, total } = await listRecords(db, customerId, ['scheduled'], limit, offset);
      const list: ScheduledPurchase[] = [];
      for (const row of rows) list.push(toScheduledPurchase(row, row.drawId ? await findDrawById(db, row.drawId) : null));
      return { scheduledPurchases: list, pageInfo: { limit, offset, total } };
    },

    async scheduledPurchase(customerId: string, id: string): Promise<ScheduledPurchase> {
      const record = await load(db, customerId, id, 'scheduled');
      return toScheduledPurchase(record, record.drawId ? await findDrawById(db, record.drawId) : null);
    },

    async cancelScheduled(customerId: string, id: string): Promise<ScheduledPurchase> {
      await db.transaction(async (tx) => {
        const record = await load(tx, customerId, id, 'scheduled', true);
        if (record.status === 'cancelled') throw new AppError(ERROR_CODES.recurringStatusFinal, [NOUN.scheduled]);
        if (record.checkoutId) throw new AppError(ERROR_CODES.scheduledPurchaseDone, [id, record.lastAttemptAt?.toISOString() ?? '']);
        await updateRecord(tx, id, { status: 'cancelled', updatedAt: now() });
      });
      const record = await load(db, customerId, id, 'scheduled');
      return toScheduledPurchase(record, record.drawId ? await findDrawById(db, record.drawId) : null);
    },

    async combined(customerId: string, limit: number, offset: number): Promise<CombinedRecurringPurchaseList> {
      const { rows, total } = await listRecords(db, customerId, ['autoplay', 'subscription', 'scheduled'], limit, offset);
      return { recurringPurchases: rows.map(toCombined), pageInfo: { limit, offset, total } };
    },

    async paymentResolutions(customerId: string): Promise<PaymentResolutionList> {
      const rows = await listOpenResolutions(db, customerId);
      return { paymentResolutions: rows.map((row) => ({ id: row.id, autoplayId: row.recurringPurchaseId, action: row.action, message: row.message, createdAt: row.createdAt.toISOString() })) };
    },

    async methods(customerId: string): Promise<RecurringPurchaseMethods> {
      const hasCard = await options.hasDefaultCard(customerId);
      const [first] = (await listRecords(db, customerId, ['autoplay', 'subscription'], 1, 0)).rows;
      return {
        availableRecurringPurchaseMethods: [
          { recurringPurchaseMethodKey: 'wallet', disabled: false },
          { recurringPurchaseMethodKey: 'card', disabled: !hasCard },
        ],
        selectedRecurringPurchaseMethodKey: first?.fundKind ?? 'wallet',
      };
    },

    /** Sets the fund every live autoplay and subscription is charged from; answers any change-fund or add-card resolution. */
    async setMethod(customerId: string, method: RecurringFundKind): Promise<RecurringPurchaseMethods> {
      if (method === 'card' && !(await options.hasDefaultCard(customerId))) {
        throw new AppError(ERROR_CODES.recurringMethodUnavailable, [method, 'add a card first'], { errors: { recurringPurchaseMethod: ['Add a card first.'] } });
      }
      const at = now();
      await db.transaction(async (tx) => {
        const { rows } = await listRecords(tx, customerId, ['autoplay', 'subscription'], 10_000, 0);
        for (const row of rows) {
          // A record stopped by a hard failure waited for exactly this: it runs again.
          const resume = row.pauseReason === 'payment_resolution' ? { status: 'recurring_status_active' as const, pauseReason: null } : {};
          await updateRecord(tx, row.id, { fundKind: method, ...resume, updatedAt: at });
          await resolveResolutions(tx, row.id, at);
        }
      });
      return service.methods(customerId);
    },
  };
  return service;
}
