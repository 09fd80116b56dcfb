// The shapes of the JSON columns whose types the API defines itself (the contract's shapes come from
// @drawfront/shared). They sit beside the schema so that the tables import nothing from modules/; the
// modules that build and read these documents import them from here.
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';

// Draw machines, drawn numbers (`draws.result`, `tickets.matched`) and prize tables
// (`product_offers.prize_table`): the shapes the shared draw algorithm and scorers work on.
export type { DrawSetKey as ResultSetKey, MachineBarrel as Barrel, Machine as DrawMachine, Drawn as DrawnNumbers } from '@drawfront/shared/fairness/draw-algorithm';
export type { DivisionPrize, DivisionRule, PrizeTable } from '@drawfront/shared/scoring/prize-table';

// Weekly schedules (`product_offers.draw_schedule`).
/** One weekly draw time, local to the site's draw time zone. */
export interface WeeklyDraw {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

/** A lottery's (or syndicate's) weekly schedule, kept on its offer so the engine keeps future draws created. */
export interface DrawSchedule {
  schedule: WeeklyDraw[];
  /** Sales stop this long before the draw. */
  stopMinutesBefore: number;
  /** Draws kept ahead per schedule entry. */
  upcoming: number;
  /** Draw number of the first draw in the week of 1 January 2024; later numbers follow the calendar. */
  firstDrawNo: number;
  /** The announced (guaranteed) jackpot of a new draw, null when announced only later. */
  prizePoolCents: number | null;
  prizePoolSuffix: string | null;
}

// Ticket drafts (`checkouts.line_drafts`).
/** A ticket draft as a cart line holds it, before the server prices it. */
export interface LineDraft {
  offerKey: string;
  gameType: GameTypeKey;
  gameOfferKey: string;
  numDraws: number | 'autoplay';
  firstDrawNo?: number | null;
  games: GamePicks[];
  quickpick: boolean;
  day?: string | null;
  causeKey?: string | null;
  recurringEnabled?: boolean;
  /** Autoplay: the minimum jackpot a run needs (minor units). */
  minimumJackpot?: number | null;
  /** Syndicate lines: the shares to buy (they have no games of their own). */
  numShares?: number | null;
}

/** A ticket line of a checkout as it was bought, kept so the order can be replayed with today's draws and prices. */
export type CheckoutLineDraft = LineDraft;
