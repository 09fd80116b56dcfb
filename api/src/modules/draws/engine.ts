import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { Clock } from '../../lib/clock';
import { drawNumbers } from './fairness/fair-numbers';
import { closeDrawNow, findEngineDraw, findNextUnfinishedDraw, findOfferOfSite, siteExists } from './repository';
import type { EngineDraw } from './repository';
import { closeStep } from './steps/close-step';
import type { DrawTellers, GroupTicketHooks, StepContext } from './steps/context';
import { drawStep } from './steps/draw-step';
import { emailStep } from './steps/email-step';
import { giveawayStep } from './steps/giveaway-step';
import type { GiveawayDraws } from './giveaway-draws';
import { payStep } from './steps/pay-step';
import { scheduleStep } from './steps/schedule-step';
import { scoreStep } from './steps/score-step';
import type { DrawnNumbers } from '../../db/schema/json-types';

export type { DrawTellers } from './steps/context';

export interface DrawEngineOptions {
  clock: Clock;
  tell: DrawTellers;
  claimThresholdCents: number;
  scoreBatchSize?: number;
  payBatchSize?: number;
  /** Called after a tick that moved any draw (caches of results drop what they hold). */
  onDrawsMoved?: () => void;
  /** Tests only: the pay step throws after this many committed batches (a crash mid-payment). */
  failAfterPayBatches?: number;
  /** Giveaway draws another module owns (membership), drawn in every tick. */
  giveaways?: GiveawayDraws;
  /** Tickets held by groups (lotto party sessions, syndicates): bought before the draw, scored or paid by their group. */
  groupTickets?: readonly GroupTicketHooks[];
}

/** What one tick did, step by step (draws moved; draws created by the schedule). */
export interface TickReport {
  scheduled: number;
  closed: number;
  drawn: number;
  scored: number;
  paid: number;
  emailed: number;
  giveaways: number;
}

const DEFAULT_SCORE_BATCH = 5_000;
const DEFAULT_PAY_BATCH = 1_000;
const RUN_NOW_ATTEMPTS = 20;

export type DrawEngine = ReturnType<typeof createDrawEngine>;

/**
 * The one place draws move: schedule → close → draw → score → pay → email. Every step claims draws with
 * `FOR UPDATE SKIP LOCKED` and moves them by compare-and-set, so any number of API instances may run it.
 */
export function createDrawEngine(db: Database, options: DrawEngineOptions) {
  const context: StepContext = {
    db,
    clock: options.clock,
    tell: options.tell,
    claimThresholdCents: options.claimThresholdCents,
    scoreBatchSize: options.scoreBatchSize ?? DEFAULT_SCORE_BATCH,
    payBatchSize: options.payBatchSize ?? DEFAULT_PAY_BATCH,
    failAfterPayBatches: options.failAfterPayBatches,
    giveaways: options.giveaways,
    groupTickets: options.groupTickets,
  };

  async function tick(): Promise<TickReport> {
    const scheduled = await scheduleStep(context);
    const closed = await closeStep(context);
    const drawn = await drawStep(context);
    const scored = await scoreStep(context);
    const paid = await payStep(context);
    const emailed = await emailStep(context);
    const giveaways = await giveawayStep(context);
    if (closed + drawn + scored + paid + emailed > 0) options.onDrawsMoved?.();
    return { scheduled, closed, drawn, scored, paid, emailed, giveaways };
  }

  return {
    schedule: () => scheduleStep(context),
    close: () => closeStep(context),
    draw: () => drawStep(context),
    score: () => scoreStep(context),
    pay: () => payStep(context),
    email: () => emailStep(context),
    giveaways: () => giveawayStep(context),
    tick,

    /**
     * The numbers the offer's next unfinished draw (the one `runNow` runs) will produce, from its committed seed.
     * Development only, like `runNow`: it lets a demo or an end-to-end test buy a ticket that is sure to win,
     * which is exactly what the secret seed prevents in production (the route refuses there).
     */
    async rehearse(siteKey: string, offerKey: string): Promise<{ drawNo: number; numbers: DrawnNumbers }> {
      if (!(await siteExists(db, siteKey))) throw new AppError(ERROR_CODES.unknownSite, [siteKey]);
      const offer = await findOfferOfSite(db, siteKey, offerKey);
      if (!offer) throw new AppError(ERROR_CODES.unknownOffer, [offerKey, siteKey]);
      const target = await findNextUnfinishedDraw(db, offer.id);
      if (!target) throw new AppError(ERROR_CODES.noDrawToRun, [offerKey, siteKey]);
      const draw = (await findEngineDraw(db, target.id))!;
      const machine = draw.offer.prizeTable?.machine;
      if (!draw.seed || !machine) throw new AppError(ERROR_CODES.noDrawToRun, [offerKey, siteKey]);
      return { drawNo: draw.drawNo, numbers: drawNumbers(draw.seed, machine) };
    },

    /**
     * Draws the site's next open giveaway of `type` now (development and tests, like `runNow`): its close moves
     * to now and the giveaway step draws it. Answers the draw's number.
     */
    async runGiveawayNow(siteKey: string, type: string): Promise<{ drawId: string; number: number }> {
      if (!(await siteExists(db, siteKey))) throw new AppError(ERROR_CODES.unknownSite, [siteKey]);
      const next = options.giveaways ? await options.giveaways.closeNext(siteKey, type, options.clock.now()) : null;
      if (!next) throw new AppError(ERROR_CODES.noDrawToRun, [`${type} giveaway`, siteKey]);
      await giveawayStep(context);
      return next;
    },

    /**
     * Runs the offer's next unfinished draw to the end now (development and tests): closes it even before its
     * stop (its stop and draw time move to now), then ticks until it is emailed.
     */
    async runNow(siteKey: string, offerKey: string): Promise<EngineDraw> {
      if (!(await siteExists(db, siteKey))) throw new AppError(ERROR_CODES.unknownSite, [siteKey]);
      const offer = await findOfferOfSite(db, siteKey, offerKey);
      if (!offer) throw new AppError(ERROR_CODES.unknownOffer, [offerKey, siteKey]);
      const target = await findNextUnfinishedDraw(db, offer.id);
      if (!target) throw new AppError(ERROR_CODES.noDrawToRun, [offerKey, siteKey]);
      await closeDrawNow(db, target.id, options.clock.now());
      for (let attempt = 0; attempt < RUN_NOW_ATTEMPTS; attempt += 1) {
        await tick();
        const draw = (await findEngineDraw(db, target.id))!;
        if (draw.status === 'DRAW_EMAILED') return draw;
        // Another instance's job holds a step of this draw: give it a moment.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const draw = (await findEngineDraw(db, target.id))!;
      throw new AppError(ERROR_CODES.drawRunUnfinished, [draw.drawNo, offerKey, draw.status]);
    },
  };
}
