import type { LimitPause, RecurringRunReport } from '@drawfront/shared/contract/recurring';
import type { Database, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { NewNotification } from '../notifications/service';
import type { PurchaseService } from '../purchase/service';
import type { SiteRecord } from '../sites/site-record';
import { chargeBatch, runKey, RunnerCrash } from './charge-batch';
import type { CardProblem, LimitHold, RunResult } from './charge-batch';
import { limitResetAt } from './limit-reset';
import type { LimitFacts } from './limit-reset';
import { passLookups } from './pass-lookups';
import { pricePerDraw } from './present';
import { duePairs, findRecord, findRun, pairKey, resumeLimitPauses, saveRun, updateRecord } from './repository';
import type { DuePair } from './repository';

export { runKey, RunnerCrash };

/** Default lead time: recurring purchases run in the 24 hours before their draw's sales stop. */
export const DEFAULT_LEAD_MS = 24 * 3_600_000;
/** Due pairs read per scan. */
const SCAN = 2_000;
/** Pairs charged per transaction (one per customer): the checks and writes of a batch are a few statements in all. */
const DEFAULT_BATCH = 100;

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
  /** Batches at once per pass (each its own transaction; PostgreSQL only, PGlite runs one at a time anyway). */
  concurrency?: number;
  /** Pairs per batch transaction (default 100). */
  batchSize?: number;
  /** Tests only: once this many charges have committed, the runner dies inside the next batch's transaction, after its money moved (a crash mid-run). */
  failAfterPurchases?: number;
}

export type RecurringRunner = ReturnType<typeof createRecurringRunner>;

/**
 * Takes the next batch from `queue`: up to `size` pairs of distinct customers, in queue order (a batch checks each
 * customer's limits once, before any of its charges); the pairs left behind stay queued for a later batch.
 */
function takeBatch(queue: DuePair[], size: number): DuePair[] {
  const batch: DuePair[] = [];
  const customers = new Set<string>();
  for (let index = 0; index < queue.length && batch.length < size; ) {
    const pair = queue[index]!;
    if (customers.has(pair.customerId)) {
      index += 1;
      continue;
    }
    customers.add(pair.customerId);
    batch.push(pair);
    queue.splice(index, 1);
  }
  return batch;
}

/**
 * The recurring-purchase runner (the `recurring-purchases` job, on the app clock): every live autoplay and
 * subscription is charged once for each draw whose sales stop within the lead time, and each scheduled purchase
 * once its draw opens. Exactly once per (record, draw): the record row is claimed `FOR UPDATE SKIP LOCKED`, the
 * run row is re-read under that lock, and the charge is kept under an idempotency key derived from the pair, in
 * the one transaction that also issues the tickets and writes the outcome (charge-batch.ts, a batch of pairs at a time).
 */
export function createRecurringRunner(db: Database, options: RecurringRunnerOptions) {
  const leadMs = options.leadMs ?? DEFAULT_LEAD_MS;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  let charged = 0;
  const now = () => options.clock.now();

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
  async function explainLimit(limit: LimitHold): Promise<void> {
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
    const count = (result: RunResult) => {
      if (result.outcome === 'purchased') report.purchased += 1;
      else if (result.outcome === 'skipped') report.skipped += 1;
      else if (result.outcome === 'soft_failure') report.softFailures += 1;
      else if (result.outcome === 'hard_failure') report.hardFailures += 1;
      else if (result.outcome === 'limit_reached') report.limitPaused += 1;
    };
    await resumeLimitPauses(db, now());
    const lookups = passLookups(options.siteWithin);
    const seen = new Set<string>();
    for (;;) {
      const queue = (await duePairs(db, now(), lead, SCAN, customerId)).filter((pair) => !seen.has(pairKey(pair)));
      if (queue.length === 0) break;
      for (const pair of queue) seen.add(pairKey(pair));
      const worker = async () => {
        for (let batch = takeBatch(queue, batchSize); batch.length > 0; batch = takeBatch(queue, batchSize)) {
          // Cards are checked and charged outside the batch's transaction: no lock is held while a gateway answers.
          const cards = new Map<string, CardProblem>();
          for (const pair of batch) if (pair.fundKind === 'card') cards.set(pairKey(pair), await chargeCard(pair));
          const results = await db.transaction((tx) => chargeBatch(tx, { purchases: options.purchases, notify: options.notify, lookups, crashAfter: options.failAfterPurchases, chargedSoFar: charged }, batch, cards, now()));
          for (const result of results) {
            count(result);
            if (result.outcome === 'purchased') charged += 1;
          }
          for (const result of results) if (result.limit) await explainLimit(result.limit);
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
