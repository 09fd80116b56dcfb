import type { GamePicks } from './cart';
import type { Amount } from './catalogue';

/** One of a syndicate's tickets for a draw, with its score once the draw is scored. */
export interface SyndicateTicket {
  game: GamePicks;
  /** Division won (null: none, or not scored yet). */
  division: number | null;
  prize: Amount | null;
}

/**
 * `GET /v2/syndicate-shares/{id}`: a customer's shares of one syndicate draw
 * (/my-account/syndicate-tickets/share/{id}), the syndicate's tickets and this customer's part of any prize.
 */
export interface SyndicateShare {
  id: string;
  checkoutId: string;
  syndicateKey: string;
  syndicateName: string;
  offerUrl: string;
  drawNo: number;
  drawDate: string;
  /** upcoming until the draw is drawn, then drawn (scoring under way), then scored. */
  status: 'upcoming' | 'drawn' | 'scored';
  shares: number;
  /** The syndicate's size: its shares in all. */
  syndicateSize: number;
  /** Shares of this draw bought by everyone so far. */
  sharesSold: number;
  price: Amount;
  tickets: SyndicateTicket[];
  /** Once scored: the syndicate's whole prize and this holding's part of it (split by shares). */
  prize: { syndicate: Amount; yours: Amount } | null;
}

/** `GET /v2/syndicate-shares`: the customer's shares, newest first. */
export interface SyndicateSharesPage {
  shares: Omit<SyndicateShare, 'tickets'>[];
  pageInfo: { limit: number; offset: number; total: number };
}
