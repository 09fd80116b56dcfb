import type { Amount, NumberSet } from './catalogue';

/** One recommended draw for the pre-cart drawer: enough to show it and to add a quick-pick ticket in one click. */
export interface PlacementItem {
  offerKey: string;
  offerName: string;
  offerUrl: string;
  drawNo: number;
  drawDate: string;
  jackpot: Amount | null;
  jackpotSuffix: string | null;
  /** The standard game offer a one-click ticket is built from, its number sets, and how many quick-pick games it has. */
  gameOffer: string;
  numberSets: NumberSet[];
  games: number;
  /** The one-click ticket's price (games × one draw, by the shared price rule). */
  price: Amount;
}

/** `GET /placement` (storefront §7 "Catalogue"): at most three recommended draws, best first. */
export interface Placement {
  placements: PlacementItem[];
}
