import { randomUUID } from 'node:crypto';
import type { CartItemAdd } from '@drawfront/shared/contract/cart';
import type { LimitPause, RecurringRunReport } from '@drawfront/shared/contract/recurring';
import { meetsMinimumJackpot, nextRetryAt } from '@drawfront/shared/rules/recurring-status';
import type { Database, Transaction } from '../../db/client';
import type { RunOutcome } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { Clock } from '../../lib/clock';
import { requestHash } from '../../lib/request-hash';
import { keepAnswer, priorAnswer } from '../idempotency/service';
import { lockOrOpenWallet } from '../ledger/service';
import type { NewNotification } from '../notifications/service';
import type { PurchaseService } from '../purchase/service';
import { siteInCurrency } from '../sites/money-site';
import type { SiteRecord } from '../sites/site-record';
import { limitResetAt } from './limit-reset';
import { pricePerDraw } from './present';
import type { LimitFacts } from './limit-reset';
import { claimRecord, duePairs, findRecord, findRun, findRunDraw, insertResolution, resumeLimitPauses, saveRun, updateRecord } from './repository';
import type { DuePair, RecordWithOffer, RunDraw } from './repository';

/** Default lead time: recurring purchases run in the 24 hours before their draw's sales stop. */
export const DEFAULT_LEAD_MS = 24 * 3_600_000;
const BATCH = 500;

/** The purchase refusals that mean "a limit stands in the way": the record pauses with reason limit_reached. */
const LIMIT_CODES = new Set<string>([ERROR_CODES.precommitmentLimit.code, ERROR_CODES.spendLimit.code, ERROR_CODES.globalSpendLimit.code, ERROR_CODES.depositLimit.code, ERROR_CODES.verificationRequired.code, ERROR_CODES.playBreak.code]);

export interface RecurringRunnerOptions {
  clock: Clock;
  purchases: PurchaseService;
  siteWithin: (tx: Transaction, key: string) => Promise<SiteRecord | null>;
  notify: (tx: Transaction, notification: NewNotification) => Promise<void>;
  /** The limits as they stand (read after the run's transaction), to say when a limit hold resets. */
  limitFacts: (customerId: string, site: SiteRecord) => Promise<LimitFacts>;
  hasDefaultCard: (customerId: string) => Promise<boolean>;
  /**
   * Records charged from the card: tops the wallet up from the default card through its gateway (idempotent on
   * `key`) when it does not cover the run; absent, card records are charged from the wallet alone.
   */
  topUpFromCard?: (input: { customerId: string; siteKey: string; shortfall: number; key: string }) => Promise<{ ok: true } | { ok: false; message: string }>;
  walletBalance?: (customerId: string) => Promise<number>;
  leadMs?: number;
  /** Runs at once per pass (each its own transaction; PostgreSQL only, PGlite runs one at a time anyway). */
  concurrency?: number;
  /** Tests only: after this many charges the runner dies inside the next charge's transaction, after the money moved (a crash mid-run). */
  failAfterPurchases?: number;
}

/** The idempotency key of the charge for one (recurring purchase, draw): the same pair can never be charged twice. */
export function runKey(recurringPurchaseId: string, drawId: number): string {
  return `recurring_${recurringPurchaseId}_${drawId}`;
}

type CardProblem = null | 'missing' | { declined: string };

type Result = { outcome: RunOutcome | 'busy' | 'done'; limit?: { site: SiteRecord; customerId: string; reason: string; message: string; price: number; record: RecordWithOffer; draw: RunDraw } };

export type RecurringRunner = ReturnType<typeof createRecurringRunner>;

/**
 * What every run of a pass reads alike, read once per pass (in the first run's transaction: PGlite runs one
 * transaction at a time, so the outer handle must not be used meanwhile). The site, and the draw's facts that
 * decide whether to try at all (open, sales stop, prize pool for a minimum jackpot): the purchase itself re-reads
 * the draw under a share lock in its own transaction and refuses one that has closed since.
 */
interface PassLookups {
  site(tx: Transaction, key: string): Promise<SiteRecord | null>;
  draw(tx: Transaction, drawId: number): Promise<RunDraw | null>;
}

function passLookups(siteWithin: RecurringRunnerOptions['siteWithin']): PassLookups {
  const sites = new Map<string, SiteRecord>();
  const draws = new Map<number, RunDraw>();
  return {
    async site(tx, key) {
      const known = sites.get(key);
      if (known) return known;
      const site = await siteWithin(tx, key);
      if (site) sites.set(key, site);
      return site;
    },
    async draw(tx, drawId) {
      const known = draws.get(drawId);
      if (known) return known;
      const draw = await findRunDraw(tx, drawId);
      if (draw) draws.set(drawId, draw);
      return draw;
    },
  };
}

/** The simulated crash of `failAfterPurchases` (tests). */
export class RunnerCrash extends Error {
  constructor() {
    super('the recurring-purchase runner died mid-charge (test)');
    this.name = 'RunnerCrash';
  }
}

/**
 * The recurring-purchase runner (the `recurring-purchases` job, on the app clock): every live autoplay and
 * subscription is charged once for each draw whose sales stop within the lead time, and each scheduled purchase
 * once its draw opens. Exactly once per (record, draw): the record row is claimed `FOR UPDATE SKIP LOCKED`, the
 * run row is re-read under that lock, and the charge is kept under an idempotency key derived from the pair, in
 * the one transaction that also issues the tickets and writes the outcome.
 */
export function createRecurringRunner(db: Database, options: RecurringRunnerOptions) {
  const leadMs = options.leadMs ?? DEFAULT_LEAD_MS;
  let charged = 0;
  const now = () => options.clock.now();

  async function fail(tx: Transaction, record: RecordWithOffer, draw: RunDraw, failures: number, at: Date, hard: { action: 'change-fund' | 'add-card' | 'payment-method-updated'; message: string } | null, detail: string): Promise<RunOutcome> {
    if (hard) {
      await saveRun(tx, { recurringPurchaseId: record.id, drawId: draw.id, outcome: 'hard_failure', failures, nextTryAt: null, checkoutId: null, detail, updatedAt: at });
      // A hard failure stops the record until the customer acts (a payment resolution), except a one-off pre-order.
      const stop = record.kind === 'scheduled' ? {} : { status: 'recurring_status_paused' as const, pauseReason: 'payment_resolution' as const, pausedUntil: null };
      await updateRecord(tx, record.id, { lastAttemptStatus: 'hard_failure', lastAttemptAt: at, ...stop, updatedAt: at });
      await insertResolution(tx, { id: randomUUID(), customerId: record.customerId, recurringPurchaseId: record.id, action: hard.action, message: hard.message, createdAt: at });
      await options.notify(tx, {
        customerId: record.customerId,
        siteKey: record.siteKey,
        kind: 'payment_resolution',
        title: `${record.offer.name}: action needed`,
        body: hard.message,
        link: '/my-account/recurring-purchases',
        dedupeKey: `recurring-hard-${record.id}-${draw.id}`,
      });
      return 'hard_failure';
    }
    const retry = nextRetryAt(failures, at, draw.stop);
    await saveRun(tx, { recurringPurchaseId: record.id, drawId: draw.id, outcome: 'soft_failure', failures, nextTryAt: retry, checkoutId: null, detail, updatedAt: at });
    await updateRecord(tx, record.id, { lastAttemptStatus: 'soft_failure', lastAttemptAt: at, updatedAt: at });
    if (failures === 1) {
      await options.notify(tx, {
        customerId: record.customerId,
        siteKey: record.siteKey,
        kind: 'recurring_soft_failure',
        title: `${record.offer.name}: payment failed`,
        body: `${detail} ${retry ? 'We will try again before the draw closes.' : 'The draw closes before we can try again.'}`,
        link: '/my-account/recurring-purchases',
        dedupeKey: `recurring-soft-${record.id}-${draw.id}`,
      });
    }
    return 'soft_failure';
  }

  /**
   * One (record, draw) in one transaction. `card`: for a record charged from a card, 'missing' when the customer
   * has no card left, or the reason the card top-up before this run failed. `seen`: the pass's sites and draws.
   */
  async function runOne(pair: DuePair, seen: PassLookups, card: CardProblem = null): Promise<Result> {
    return db.transaction(async (tx): Promise<Result> => {
      const record = await claimRecord(tx, pair.recurringPurchaseId);
      if (!record) return { outcome: 'busy' };
      const at = now();
      // Re-read under the record's lock: another runner may have finished this pair since the scan.
      const run = await findRun(tx, record.id, pair.drawId);
      if (run && (run.outcome === 'purchased' || run.outcome === 'skipped' || run.outcome === 'hard_failure')) return { outcome: 'done' };
      if (run?.nextTryAt && run.nextTryAt > at) return { outcome: 'done' };
      const live =
        record.kind === 'scheduled'
          ? record.status === 'active'
          : record.status === 'recurring_status_active' ||
            (record.status === 'recurring_status_timed_pause' && record.pausedUntil !== null && record.pausedUntil <= at) ||
            (record.status === 'recurring_status_paused' && record.pauseReason === 'limit_reached');
      if (!live) return { outcome: 'done' };
      const draw = await seen.draw(tx, pair.drawId);
      if (!draw || draw.status !== 'DRAW_OPEN' || draw.purchaseStatus !== 'open' || draw.stop <= at) return { outcome: 'done' };
      const failures = (run?.failures ?? 0) + 1;

      if (card !== null && card !== 'missing' && record.fundKind === 'card') {
        return { outcome: await fail(tx, record, draw, failures, at, null, `Your card payment did not go through: ${card.declined}`) };
      }
      if (card === 'missing' && record.fundKind === 'card') {
        return { outcome: await fail(tx, record, draw, failures, at, { action: 'add-card', message: `We could not charge ${record.offer.name}: your card was removed. Add a card or pay from your wallet to keep playing.` }, 'card removed') };
      }
      if (record.offer.availability !== 'available' || record.offer.suspended) {
        return { outcome: await fail(tx, record, draw, failures, at, { action: 'change-fund', message: `${record.offer.name} is no longer on sale, so we stopped this recurring purchase. Choose another game to keep playing.` }, 'offer withdrawn') };
      }
      if (record.kind !== 'scheduled' && !meetsMinimumJackpot(draw.prizePoolCents, record.minimumJackpotCents)) {
        await saveRun(tx, { recurringPurchaseId: record.id, drawId: draw.id, outcome: 'skipped', failures: 0, nextTryAt: null, checkoutId: null, detail: 'jackpot under the minimum', updatedAt: at });
        return { outcome: 'skipped' };
      }
      const site = await seen.site(tx, record.siteKey);
      if (!site) return { outcome: 'done' };

      const wallet = await lockOrOpenWallet(tx, record.customerId, site.currency);
      // Charged in the currency the customer keeps (the wallet's): an en-GB customer's autoplay buys at the pound prices.
      const moneySite = siteInCurrency(site, wallet.currency);
      const key = runKey(record.id, draw.id);
      const item: CartItemAdd = {
        lottery: record.offer.key,
        gameType: record.gameType,
        gameOffer: record.gameOfferKey,
        numDraws: 1,
        firstDrawNo: draw.drawNo,
        games: record.games,
        quickpick: record.quickpick,
        ...(record.day ? { day: record.day } : {}),
        ...(record.causeKey ? { causeKey: record.causeKey } : {}),
      };
      const hash = requestHash('recurring', item);
      // The key is kept in the transaction that writes this pair's run row, so only a pair with a run row can hold
      // one; a first attempt skips the read, and the key's unique insert below still refuses a second charge.
      const prior = run ? await priorAnswer<{ checkoutId: string }>(tx, record.customerId, key, hash) : null;
      let checkoutId = prior?.response.checkoutId ?? null;
      if (!checkoutId) {
        try {
          // The checkout's own path: re-priced on the server, the one spend check under the wallet lock, ledger, tickets.
          const receipt = await options.purchases.buyWithin(tx, moneySite, record.customerId, { items: [item], walletPurchase: true }, at, wallet);
          checkoutId = receipt.checkoutId;
          if (options.failAfterPurchases !== undefined && charged >= options.failAfterPurchases) throw new RunnerCrash();
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const code = error.code;
          const message = error.message;
          if (LIMIT_CODES.has(code)) {
            await saveRun(tx, { recurringPurchaseId: record.id, drawId: draw.id, outcome: 'limit_reached', failures, nextTryAt: null, checkoutId: null, detail: message, updatedAt: at });
            if (record.kind !== 'scheduled') await updateRecord(tx, record.id, { status: 'recurring_status_paused', pausedUntil: null, pauseReason: 'limit_reached', limitPause: { reason: code, message, resetsAt: null }, updatedAt: at });
            return { outcome: 'limit_reached', limit: { site: moneySite, customerId: record.customerId, reason: code, message, price: pricePerDraw(record), record, draw } };
          }
          if (code === ERROR_CODES.insufficientFunds.code) return { outcome: await fail(tx, record, draw, failures, at, null, 'Your balance does not cover this entry.') };
          if (code === ERROR_CODES.drawClosed.code) return { outcome: 'done' };
          // The offer no longer sells these games (a game offer, cause or day withdrawn).
          return { outcome: await fail(tx, record, draw, failures, at, { action: 'change-fund', message: `${record.offer.name}: ${message}` }, message) };
        }
        await keepAnswer(tx, { customerId: record.customerId, key, requestHash: hash, statusCode: 201, response: { checkoutId }, at });
      }
      await saveRun(tx, { recurringPurchaseId: record.id, drawId: draw.id, outcome: 'purchased', failures: run?.failures ?? 0, nextTryAt: null, checkoutId, detail: null, updatedAt: at });
      const resumed = record.pauseReason === 'limit_reached' ? { status: 'recurring_status_active' as const, pauseReason: null, limitPause: null } : {};
      const timedEnded = record.status === 'recurring_status_timed_pause' ? { status: 'recurring_status_active' as const, pausedUntil: null, pauseReason: null } : {};
      await updateRecord(tx, record.id, { lastAttemptStatus: 'purchased', lastAttemptAt: at, ...resumed, ...timedEnded, ...(record.kind === 'scheduled' ? { checkoutId } : {}), updatedAt: at });
      charged += 1;
      return { outcome: 'purchased' };
    });
  }

  /** For a record charged from the card: none left, a failed top-up, or null when the wallet now covers the run. */
  async function chargeCard(pair: DuePair): Promise<CardProblem> {
    if (!(await options.hasDefaultCard(pair.customerId))) return 'missing';
    if (!options.topUpFromCard || !options.walletBalance) return null;
    const record = await findRecord(db, pair.customerId, pair.recurringPurchaseId, ['autoplay', 'subscription', 'scheduled']);
    if (!record) return null;
    const shortfall = pricePerDraw(record) - (await options.walletBalance(pair.customerId));
    if (shortfall <= 0) return null;
    // One key per attempt at this (record, draw): a retry after a decline is a new charge, a repeat of the same attempt is not.
    const failures = (await findRun(db, pair.recurringPurchaseId, pair.drawId))?.failures ?? 0;
    const topUp = await options.topUpFromCard({ customerId: pair.customerId, siteKey: record.siteKey, shortfall, key: `recurring-topup_${pair.recurringPurchaseId}_${pair.drawId}_${failures}` });
    return topUp.ok ? null : { declined: topUp.message };
  }

  /** After a limit hold: say which limit and when it resets, so the record resumes by itself then. */
  async function explainLimit(limit: NonNullable<Result['limit']>): Promise<void> {
    const facts = await options.limitFacts(limit.customerId, limit.site);
    const at = now();
    const resetsAt = limitResetAt(limit.reason, facts, limit.price, at, limit.site.timeZone);
    const pause: LimitPause = { reason: limit.reason, message: limit.message, resetsAt: resetsAt?.toISOString() ?? null };
    await db.transaction(async (tx) => {
      const retry = resetsAt && resetsAt < limit.draw.stop ? resetsAt : null;
      await saveRun(tx, { recurringPurchaseId: limit.record.id, drawId: limit.draw.id, outcome: 'limit_reached', failures: 1, nextTryAt: retry, checkoutId: null, detail: limit.message, updatedAt: at });
      if (limit.record.kind !== 'scheduled') await updateRecord(tx, limit.record.id, { limitPause: pause, updatedAt: at });
      const when = resetsAt ? ` It resets on ${formatResetDate(resetsAt, limit.site)} and your ${limit.record.kind === 'subscription' ? 'subscription' : 'autoplay'} starts again by itself then.` : '';
      await options.notify(tx, {
        customerId: limit.customerId,
        siteKey: limit.site.key,
        kind: 'recurring_limit_reached',
        title: `${limit.record.offer.name} paused: limit reached`,
        body: `We did not buy draw ${limit.draw.drawNo}: ${limit.message}${when}`,
        link: '/my-account/recurring-purchases',
        dedupeKey: `recurring-limit-${limit.record.id}-${limit.draw.id}`,
      });
    });
  }

  async function pass(customerId?: string, lead: number = leadMs): Promise<RecurringRunReport> {
    const report: RecurringRunReport = { purchased: 0, skipped: 0, softFailures: 0, hardFailures: 0, limitPaused: 0 };
    await resumeLimitPauses(db, now());
    const lookups = passLookups(options.siteWithin);
    const seen = new Set<string>();
    for (;;) {
      const pairs = (await duePairs(db, now(), lead, BATCH, customerId)).filter((pair) => !seen.has(`${pair.recurringPurchaseId}:${pair.drawId}`));
      if (pairs.length === 0) break;
      const queue = [...pairs];
      const worker = async () => {
        for (let pair = queue.shift(); pair; pair = queue.shift()) {
          seen.add(`${pair.recurringPurchaseId}:${pair.drawId}`);
          // The card is checked and charged outside the run's transaction: no lock is held while a gateway answers.
          const result = await runOne(pair, lookups, pair.fundKind === 'card' ? await chargeCard(pair) : null);
          if (result.outcome === 'purchased') report.purchased += 1;
          else if (result.outcome === 'skipped') report.skipped += 1;
          else if (result.outcome === 'soft_failure') report.softFailures += 1;
          else if (result.outcome === 'hard_failure') report.hardFailures += 1;
          else if (result.outcome === 'limit_reached') report.limitPaused += 1;
          if (result.limit) await explainLimit(result.limit);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
    }
    return report;
  }

  return {
    /** One pass over every due recurring purchase (the job); `leadMs` reaches further ahead (ops, development). */
    run: (options: { leadMs?: number } = {}) => pass(undefined, options.leadMs ?? leadMs),
    /** `POST /process_recurring_purchases/sync`: the customer's due purchases, now. */
    runFor: (customerId: string) => pass(customerId),
    runKey,
    /** How long before a draw's sales stop its recurring purchases run. */
    leadMs,
  };
}

function formatResetDate(at: Date, site: SiteRecord): string {
  return new Intl.DateTimeFormat(site.locale, { timeZone: site.timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(at);
}
