import type { Amount } from './catalogue';
import type { PageInfo } from './purchase';

/**
 * Draw and result shapes as the API answers them (camelCase; groups spec §4 "Draw status", §7
 * "Draws"; storefront §2 results routes). The draw engine in the API owns the statuses; pages only read.
 */

/** Groups spec §4 "Draw status": forward only, in this order; DRAW_CAPPED where sales are capped. */
export type DrawStatus = 'DRAW_OPEN' | 'DRAW_CLOSED' | 'DRAW_DRAWN' | 'DRAW_SCORED' | 'DRAW_PAID' | 'DRAW_EMAILED' | 'DRAW_CAPPED';

/** Groups spec §4 "Draw types". */
export type DrawType = 'lottery_ticket_draw' | 'syndicate_share_draw' | 'raffle_ticket_draw';

/** Groups spec §4 "lottery brand kinds". */
export type BrandKind = 'Lotto' | 'Raffle' | 'Jackpot' | 'Strike';

/**
 * Winning numbers by set, each sorted ascending; a set the lottery does not draw is absent. A raffle's
 * `numbers` are its winning ticket numbers.
 */
export interface ResultNumbers {
  numbers: number[];
  supplementary?: number[];
  powerball?: number[];
}

/** One prize division of a drawn lottery: what it needs, how many won it and what each winner gets. */
export interface DivisionResult {
  division: number;
  /** What the division needs, e.g. "5 numbers + 1 supplementary" (the API's division-requirements, one place). */
  description: string;
  winners: number;
  /** Per winner; null before the draw is scored. */
  prize: Amount | null;
}

/** Raffle winners, names masked (`maskWinnerName`): a customer's full name is never published. */
export interface RaffleWinner {
  rank: number;
  ticketNumber: number;
  prizeDescription: string;
  prize: Amount | null;
  winnerName: string;
}

/** Balls min..max in one barrel; sets are drawn in order without replacement (the API's draw machine). */
export interface Barrel {
  min: number;
  max: number;
  sets: { key: keyof ResultNumbers; count: number }[];
}

/**
 * How anyone can check a draw: the seed's SHA-256 was published before sales closed; once drawn the
 * seed is revealed and the numbers are a documented function of it (`algorithm`).
 */
export interface FairnessProof {
  algorithm: string;
  seedHash: string;
  /** Null until the draw is drawn: revealing it earlier would reveal the numbers. */
  seed: string | null;
  barrels: Barrel[];
  /** Raffles: winning ticket numbers were drawn among 1..ticketsSold. */
  ticketsSold?: number;
}

/** One draw's result as lists show it. */
export interface DrawResultSummary {
  offerKey: string;
  offerName: string;
  /** The offer's URL segment (routes: `/{offerUrl}/results/draw/{drawNo}`). */
  offerUrl: string;
  drawType: DrawType;
  brandKind: BrandKind;
  drawNo: number;
  drawDate: string;
  status: DrawStatus;
  /** Null until drawn. */
  numbers: ResultNumbers | null;
  /** The division-1 pool this draw offered (null when announced soon). */
  jackpot: Amount | null;
  /** Words after the jackpot ("every month for a year"): the jackpot text rule shows such prizes as "Win $500k". */
  jackpotSuffix: string | null;
  /** True when nobody won division 1 and the jackpot rolled into the next draw. */
  jackpotRolledOver: boolean;
}

/** `GET /v2/draw/details/{offerKey}/{drawNo}`: everything the draw result page shows. */
export interface DrawDetails extends DrawResultSummary {
  divisions: DivisionResult[];
  totalWinners: number;
  totalPrizes: Amount | null;
  raffleWinners: RaffleWinner[];
  fairness: FairnessProof;
  /** Neighbouring drawn draws, for previous/next links. */
  previousDrawNo: number | null;
  nextDrawNo: number | null;
}

/** `GET /v2/draw/full_result`: the latest result of every offer of the site. */
export interface FullResults {
  results: DrawResultSummary[];
}

/** `GET /v2/draws/pricing/{pricingId}/past/result_keys`: offers that have results, by kind. */
export interface ResultKeys {
  lotteries: string[];
  raffles: string[];
}

/** Past results of one offer, newest first (`/draws/pricing/{pricingId}/past/{offerKey}`, archived months). */
export interface PastResults {
  results: DrawResultSummary[];
  pageInfo: PageInfo;
}

/** How often one number was drawn over the counted draws. */
export interface NumberFrequency {
  number: number;
  timesDrawn: number;
  lastDrawnNo: number | null;
  lastDrawnDate: string | null;
  /** Draws since it last came up (drawsCounted when never drawn in the window). */
  drawsSince: number;
}

/** `GET /v2/statistics/{offerKey}?draws=N`: computed from real results, per number set. */
export interface NumberStatistics {
  offerKey: string;
  drawsCounted: number;
  firstDrawNo: number | null;
  lastDrawNo: number | null;
  sets: {
    key: keyof ResultNumbers;
    min: number;
    max: number;
    numbers: NumberFrequency[];
    /** The most often drawn (ties broken by most recent), at most 6. */
    hot: number[];
    /** The least often drawn (ties broken by longest absence), at most 6. */
    cold: number[];
  }[];
}

/** How a ticket did, once its draw is scored. */
export interface TicketOutcome {
  winningNumbers: ResultNumbers;
  /** Per game: the game's numbers found in each result set, and its division (null: no prize). */
  games: { matched: ResultNumbers; division: number | null; wins?: { division: number; games: number }[]; prize?: Amount | null }[];
  prize: Amount | null;
  /** pending until paid; claim_required above the claim threshold (paid after a claim, not to the wallet). */
  prizeStatus: 'none' | 'pending' | 'paid' | 'claim_required';
}

/** One drawn draw of an offer as the signed-in customer played it: the result, how many tickets they had and what they won. */
export interface CustomerDrawResult extends DrawResultSummary {
  ticketCount: number;
  /** What the customer's tickets in this draw won together; null until the draw is scored. */
  totalPrize: Amount | null;
}

/** `GET /v2/draws/past_customer/{offerKey}`: the customer's drawn draws of one offer, newest first. */
export interface CustomerPastResults {
  results: CustomerDrawResult[];
  pageInfo: PageInfo;
}

/** `GET /v2/draw/details/{offerKey}/{drawNo}/prizes`: a drawn lottery's dividends (storefront §7). */
export interface DrawPrizes {
  offerKey: string;
  drawNo: number;
  divisions: DivisionResult[];
  totalWinners: number;
  totalPrizes: Amount | null;
}

/** `GET /v2/draw/details/{offerKey}/{drawNo}/winners`: a drawn raffle's winners, names masked (storefront §7). */
export interface DrawWinners {
  offerKey: string;
  drawNo: number;
  winners: RaffleWinner[];
}

/**
 * `GET /v2/draw/preview/{offerKey}/{drawNo}` (groups spec §7): any draw of the site's offer, upcoming or
 * drawn, as a ticket or play page previews it: the summary, when sales stop and whether it is on sale.
 */
export interface DrawPreview extends DrawResultSummary {
  salesStop: string;
  purchaseStatus: 'open' | 'sold_out' | 'past_draw' | 'pre_order';
  /** Sales have not stopped and the draw is open or a pre-order. */
  onSale: boolean;
}

/** One of the customer's games in a draw, with how it did once the draw is scored. */
export interface CustomerGameResult {
  ticketId: string;
  gameType: string;
  picks: { numbers?: number[]; powerball?: number[] };
  /** A raffle entry's ticket number (null for a lottery game). */
  entryNo: number | null;
  /** The game's numbers found in each result set; null until drawn. */
  matched: ResultNumbers | null;
  division: number | null;
  prize: Amount | null;
  prizeStatus: TicketOutcome['prizeStatus'];
}

/** `GET /v2/draw/full_result_customer/{offerKey}/{drawNo}` (groups spec §7): a result with the signed-in customer's own games in it. */
export interface CustomerFullResult extends DrawResultSummary {
  games: CustomerGameResult[];
  /** The games' prizes together; null until the draw is scored. */
  totalPrize: Amount | null;
}
