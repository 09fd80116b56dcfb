import type { CartItemAdd } from '@drawfront/shared/contract/cart';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { meetsMinimumJackpot } from '@drawfront/shared/rules/recurring-status';
import type { Transaction } from '../../db/client';
import type { RunOutcome } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { requestHash } from '../../lib/request-hash';
import { keepAnswers, priorAnswers } from '../idempotency/service';
import { lockOrOpenWallets } from '../ledger/service';
import type { WalletRow } from '../ledger/service';
import type { Order, Outcome, PurchaseService } from '../purchase/service';
import { siteInCurrency } from '../sites/money-site';
import type { SiteRecord } from '../sites/site-record';
import type { PassLookups } from './pass-lookups';
import { pricePerDraw } from './present';
import { claimRecords, findRuns, pairKey, saveRun, saveRuns, updateRecord, updateRecords } from './repository';
import type { DuePair, NewRecurringRow, RecordWithOffer, RunDraw, RunRow, RunValues } from './repository';
import { recordFailure } from './run-failures';
import type { Notify } from './run-failures';

/** The purchase refusals that mean "a limit stands in the way": the record pauses with reason limit_reached. */
const LIMIT_CODES = new Set<string>([ERROR_CODES.precommitmentLimit.code, ERROR_CODES.spendLimit.code, ERROR_CODES.globalSpendLimit.code, ERROR_CODES.depositLimit.code, ERROR_CODES.verificationRequired.code, ERROR_CODES.playBreak.code]);

/** For a record charged from a card: none left, the reason its top-up before this run failed, or null (the wallet covers it). */
export type CardProblem = null | 'missing' | { declined: string };

/** A limit hold, explained to the customer after the run's transaction commits (when the limit resets). */
export interface LimitHold {
  site: SiteRecord;
  customerId: string;
  reason: string;
  message: string;
  price: number;
  record: RecordWithOffer;
  draw: RunDraw;
}

export type RunResult = { outcome: RunOutcome | 'busy' | 'done'; limit?: LimitHold };

/** The simulated crash of `failAfterPurchases` (tests). */
export class RunnerCrash extends Error {
  constructor() {
    super('the recurring-purchase runner died mid-charge (test)');
    this.name = 'RunnerCrash';
  }
}

/** The idempotency key of the charge for one (recurring purchase, draw): the same pair can never be charged twice. */
export function runKey(recurringPurchaseId: string, drawId: number): string {
  return `recurring_${recurringPurchaseId}_${drawId}`;
}

export interface BatchOptions {
  purchases: PurchaseService;
  notify: Notify;
  lookups: PassLookups;
  /** Tests only: die inside this batch's transaction, after its money moved, when this many charges committed before it. */
  crashAfter?: number;
  chargedSoFar: number;
}

/** A pair that passed every check before money: it is charged in its record's site, in its wallet's currency. */
interface Attempt {
  index: number;
  record: RecordWithOffer;
  draw: RunDraw;
  run: RunRow | null;
  site: SiteRecord;
  failures: number;
}

/** Whether the record may run at `at`: live, a timed pause that has ended, or held by a limit (retried). */
function isLive(record: RecordWithOffer, at: Date): boolean {
  if (record.kind === 'scheduled') return record.status === 'active';
  return (
    record.status === 'recurring_status_active' ||
    (record.status === 'recurring_status_timed_pause' && record.pausedUntil !== null && record.pausedUntil <= at) ||
    (record.status === 'recurring_status_paused' && record.pauseReason === 'limit_reached')
  );
}

/** The one-draw line a run buys: the record's games for `draw`. */
function itemOf(record: RecordWithOffer, draw: RunDraw): CartItemAdd {
  return {
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
}

/**
 * Runs a batch of due (record, draw) pairs, one pair per customer, in the caller's transaction: claims the records
 * (`FOR UPDATE SKIP LOCKED`: a pair another runner holds answers 'busy'), re-reads their runs under that lock, locks
 * the wallets in customer order, and charges every pair that should be charged through the checkout's own
 * purchase path (`buyManyWithin`: priced on the server, the spend check under the wallet locks, ledger, tickets),
 * each under the idempotency key of its pair, written in the transaction that writes the pair's run row. Answers
 * each pair's result, in order.
 */
export async function chargeBatch(tx: Transaction, options: BatchOptions, pairs: readonly DuePair[], cards: ReadonlyMap<string, CardProblem>, at: Date): Promise<RunResult[]> {
  const results: RunResult[] = pairs.map(() => ({ outcome: 'busy' }));
  const records = await claimRecords(tx, pairs.map((pair) => pair.recurringPurchaseId));
  const runs = await findRuns(tx, pairs.filter((pair) => records.has(pair.recurringPurchaseId)));
  const attempts: Attempt[] = [];
  const skipped: RunValues[] = [];
  for (const [index, pair] of pairs.entries()) {
    const record = records.get(pair.recurringPurchaseId);
    if (!record) continue;
    // Re-read under the record's lock: another runner may have finished this pair since the scan.
    const run = runs.get(pairKey(pair)) ?? null;
    results[index] = { outcome: 'done' };
    if (run && (run.outcome === 'purchased' || run.outcome === 'skipped' || run.outcome === 'hard_failure')) continue;
    if (run?.nextTryAt && run.nextTryAt > at) continue;
    if (!isLive(record, at)) continue;
    const draw = await options.lookups.draw(tx, pair.drawId);
    if (!draw || draw.status !== 'DRAW_OPEN' || draw.purchaseStatus !== 'open' || draw.stop <= at) continue;
    const failures = (run?.failures ?? 0) + 1;
    const failing = { record, draw, failures, at };
    const card = record.fundKind === 'card' ? (cards.get(pairKey(pair)) ?? null) : null;
    if (card === 'missing') {
      results[index] = { outcome: await recordFailure(tx, options.notify, failing, { action: 'add-card', message: `We could not charge ${record.offer.name}: your card was removed. Add a card or pay from your wallet to keep playing.` }, 'card removed') };
    } else if (card !== null) {
      results[index] = { outcome: await recordFailure(tx, options.notify, failing, null, `Your card payment did not go through: ${card.declined}`) };
    } else if (record.offer.availability !== 'available' || record.offer.suspended) {
      results[index] = { outcome: await recordFailure(tx, options.notify, failing, { action: 'change-fund', message: `${record.offer.name} is no longer on sale, so we stopped this recurring purchase. Choose another game to keep playing.` }, 'offer withdrawn') };
    } else if (record.kind !== 'scheduled' && !meetsMinimumJackpot(draw.prizePoolCents, record.minimumJackpotCents)) {
      skipped.push({ recurringPurchaseId: record.id, drawId: draw.id, outcome: 'skipped', failures: 0, nextTryAt: null, checkoutId: null, detail: 'jackpot under the minimum', updatedAt: at });
      results[index] = { outcome: 'skipped' };
    } else {
      const site = await options.lookups.site(tx, record.siteKey);
      if (site) attempts.push({ index, record, draw, run, site, failures });
    }
  }
  await saveRuns(tx, skipped);
  if (attempts.length === 0) return results;

  const wallets = await lockOrOpenWallets(tx, new Map(attempts.map((attempt) => [attempt.record.customerId, attempt.site.currency])));
  // Charged in the currency the customer keeps (the wallet's): an en-GB customer's autoplay buys at the pound prices.
  const groups = new Map<string, { site: SiteRecord; attempts: Attempt[] }>();
  for (const attempt of attempts) {
    const moneySite = siteInCurrency(attempt.site, wallets.get(attempt.record.customerId)!.currency);
    const key = `${moneySite.key} ${moneySite.currency}`;
    const group = groups.get(key) ?? { site: moneySite, attempts: [] };
    group.attempts.push(attempt);
    groups.set(key, group);
  }
  const purchased: { attempt: Attempt; checkoutId: string; fresh: boolean; hash: string }[] = [];
  for (const { site, attempts: group } of groups.values()) {
    const hashes = new Map(group.map((attempt) => [attempt, requestHash('recurring', itemOf(attempt.record, attempt.draw))]));
    // The key is kept in the transaction that writes the pair's run row, so only a pair with a run row can hold one;
    // a first attempt skips the read, and the key's unique insert below still refuses a second charge.
    const retried = group.filter((attempt) => attempt.run !== null);
    const priors = await priorAnswers<{ checkoutId: string }>(tx, retried.map((attempt) => ({ customerId: attempt.record.customerId, key: runKey(attempt.record.id, attempt.draw.id), requestHash: hashes.get(attempt)! })));
    const toBuy: Attempt[] = [];
    for (const attempt of group) {
      const prior = priors.get(`${attempt.record.customerId} ${runKey(attempt.record.id, attempt.draw.id)}`);
      if (prior) purchased.push({ attempt, checkoutId: prior.response.checkoutId, fresh: false, hash: hashes.get(attempt)! });
      else toBuy.push(attempt);
    }
    const outcomes = await buyEach(tx, options.purchases, site, toBuy.map((attempt) => ({ customerId: attempt.record.customerId, request: { items: [itemOf(attempt.record, attempt.draw)], walletPurchase: true }, wallet: wallets.get(attempt.record.customerId)! })), at);
    if (options.crashAfter !== undefined && options.chargedSoFar >= options.crashAfter && outcomes.some((outcome) => outcome.ok)) throw new RunnerCrash();
    for (const [position, attempt] of toBuy.entries()) {
      const outcome = outcomes[position]!;
      if (outcome.ok) purchased.push({ attempt, checkoutId: outcome.value.checkoutId, fresh: true, hash: hashes.get(attempt)! });
      else results[attempt.index] = await refusedRun(tx, options.notify, attempt, site, outcome.error, at);
    }
  }

  await keepAnswers(
    tx,
    purchased.filter((one) => one.fresh).map(({ attempt, checkoutId, hash }) => ({ customerId: attempt.record.customerId, key: runKey(attempt.record.id, attempt.draw.id), requestHash: hash, statusCode: 201, response: { checkoutId }, at })),
  );
  await saveRuns(
    tx,
    purchased.map(({ attempt, checkoutId }) => ({ recurringPurchaseId: attempt.record.id, drawId: attempt.draw.id, outcome: 'purchased', failures: attempt.run?.failures ?? 0, nextTryAt: null, checkoutId, detail: null, updatedAt: at })),
  );
  // Most records only note the attempt (one statement); one held by a limit or a timed pause resumes, a pre-order keeps its checkout.
  const plain: string[] = [];
  for (const { attempt, checkoutId } of purchased) {
    results[attempt.index] = { outcome: 'purchased' };
    const { record } = attempt;
    const resumed: Partial<NewRecurringRow> = record.pauseReason === 'limit_reached' ? { status: 'recurring_status_active', pauseReason: null, limitPause: null } : {};
    const timedEnded: Partial<NewRecurringRow> = record.status === 'recurring_status_timed_pause' ? { status: 'recurring_status_active', pausedUntil: null, pauseReason: null } : {};
    if (record.kind !== 'scheduled' && Object.keys(resumed).length === 0 && Object.keys(timedEnded).length === 0) plain.push(record.id);
    else await updateRecord(tx, record.id, { lastAttemptStatus: 'purchased', lastAttemptAt: at, ...resumed, ...timedEnded, ...(record.kind === 'scheduled' ? { checkoutId } : {}), updatedAt: at });
  }
  await updateRecords(tx, plain, { lastAttemptStatus: 'purchased', lastAttemptAt: at, updatedAt: at });
  return results;
}

/**
 * Buys the orders together inside a savepoint. A refusal found before money moves answers that order alone; one
 * thrown after (a syndicate sold out while its shares were bought) undoes the savepoint, and the orders are then
 * bought one at a time, each in its own savepoint, so that only the one refused is left out.
 */
async function buyEach(tx: Transaction, purchases: PurchaseService, site: SiteRecord, orders: (Order & { wallet: WalletRow })[], at: Date): Promise<Outcome<Receipt>[]> {
  if (orders.length === 0) return [];
  try {
    return await tx.transaction((savepoint) => purchases.buyManyWithin(savepoint, site, orders, at));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (orders.length === 1) return [{ ok: false, error }];
    const outcomes: Outcome<Receipt>[] = [];
    for (const order of orders) outcomes.push(...(await buyEach(tx, purchases, site, [order], at)));
    return outcomes;
  }
}

/** A charge the purchase refused: a limit holds the record, short funds retry, a closed draw is done, the rest stop it. */
async function refusedRun(tx: Transaction, notify: Notify, attempt: Attempt, site: SiteRecord, error: AppError, at: Date): Promise<RunResult> {
  const { record, draw, failures } = attempt;
  const { code, message } = error;
  if (LIMIT_CODES.has(code)) {
    await saveRun(tx, { recurringPurchaseId: record.id, drawId: draw.id, outcome: 'limit_reached', failures, nextTryAt: null, checkoutId: null, detail: message, updatedAt: at });
    if (record.kind !== 'scheduled') await updateRecord(tx, record.id, { status: 'recurring_status_paused', pausedUntil: null, pauseReason: 'limit_reached', limitPause: { reason: code, message, resetsAt: null }, updatedAt: at });
    return { outcome: 'limit_reached', limit: { site, customerId: record.customerId, reason: code, message, price: pricePerDraw(record), record, draw } };
  }
  const failing = { record, draw, failures, at };
  if (code === ERROR_CODES.insufficientFunds.code) return { outcome: await recordFailure(tx, notify, failing, null, 'Your balance does not cover this entry.') };
  if (code === ERROR_CODES.drawClosed.code) return { outcome: 'done' };
  // The offer no longer sells these games (a game offer, cause or day withdrawn).
  return { outcome: await recordFailure(tx, notify, failing, { action: 'change-fund', message: `${record.offer.name}: ${message}` }, message) };
}
