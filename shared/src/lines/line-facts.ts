import type { GameTypeKey } from '../contract/catalogue';
import type { GamePicks, LinePart } from '../contract/cart';

/**
 * What a line is, whatever surface it comes from (cart, checkout, receipt, ticket, statement, mail): the
 * facts its label is made of. `line-sources.ts` builds them from each contract shape.
 */
export type LineFacts =
  | {
      kind: 'lottery';
      gameType: GameTypeKey;
      /** The entries as played (their sizes name a system). */
      games: readonly GamePicks[];
      /** Games the entries cover (a System 8 entry: 28); the entries when absent. */
      gamesCovered?: number;
    }
  | { kind: 'combo'; name: string; parts: readonly LinePart[] }
  | { kind: 'raffle'; tickets: number; entryNos?: readonly number[] }
  | { kind: 'syndicate'; syndicateName: string; shares: number; size?: number; drawNo: number }
  | { kind: 'group_share'; groupName: string; shares: number; drawNo?: number }
  | { kind: 'membership'; name: string; periodDays?: number; renewal?: { amount: number; at: string } };

/** A line in the customer's words: what it is, and how many of what it counts. */
export interface LinePresentation {
  /** "3 raffle tickets (nos. 1041–1043)", "System 8 (28 games)", "2 shares in Walkers Office Pool". */
  label: string;
  quantity: number;
  /** What `quantity` counts, plural or singular to match it: "games", "raffle ticket", "shares", "membership". */
  unit: string;
}
