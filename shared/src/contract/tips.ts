/** What a tip is about (storefront §3 "Tips and statistics lists"). */
export type TipKey = 'how_to_play' | 'odds' | 'draw_times';

/** One tip on an offer's play page. */
export interface Tip {
  offerKey: string;
  key: TipKey;
  title: string;
  text: string;
}

/** `GET /v2/tips` (storefront §7 "Catalogue"); clients may reuse it until 18 minutes after fetch (§9). */
export interface Tips {
  tips: Tip[];
}
