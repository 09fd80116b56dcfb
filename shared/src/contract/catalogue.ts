/**
 * Catalogue shapes as the API answers them (camelCase; storefront spec §3). Money is always
 * integer minor units with its currency.
 */
export interface Amount {
  amount: number;
  currency: string;
}

export type ProductType = 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership';

export type GameTypeKey =
  | 'standard'
  | 'deferred'
  | 'powerhit'
  | 'powerpik'
  | 'random'
  | 'reduced_system'
  | 'strike_boxed'
  | 'mega_combo'
  | 'syndicate'
  | 'lotto_party';

/** One set of numbers a game needs, e.g. 6 from 1–45, or 1 Powerball from 1–20. */
export interface NumberSet {
  key: 'numbers' | 'powerball' | 'favourites';
  label: string;
  /** How many numbers a complete game has in this set. */
  count: number;
  min: number;
  max: number;
}

export interface PriceTier {
  games: number;
  /** Price of this many games for one draw, in minor units. */
  price: number;
}

export interface DaysOption {
  key: string;
  label: string;
}

export interface GameOffer {
  key: string;
  minGames: number;
  maxGames: number;
  defaultGames: number;
  defaultEntryCount: number;
  numberSets: NumberSet[];
  prices: PriceTier[];
  priceCurrency: string;
  /** Multi-draw counts offered (1 = single draw). */
  drawOptions: number[];
  /** Days a customer picks from when the lottery draws on several days; empty when not selectable. */
  days: DaysOption[];
  /** reduced_system: the entry sizes offered (8 for System 8: an entry holds 8 numbers). */
  systemSizes?: number[];
  /** mega_combo: the entries one bundle holds, across lotteries (shared/src/rules/mega-combo.ts). */
  bundle?: BundlePart[];
}

/** One lottery's share of a mega_combo bundle: this many entries of that lottery, played as `gameType`. */
export interface BundlePart {
  offerKey: string;
  offerName: string;
  /** standard games, or PowerHit entries (Numbers only, every Powerball covered) on a Powerball lottery. */
  gameType: 'standard' | 'powerhit';
  games: number;
  /** The component lottery's number sets (its standard game offer's). */
  numberSets: NumberSet[];
}

export interface GameType {
  key: GameTypeKey;
  gameOffers: GameOffer[];
}

export interface Draw {
  drawId: string;
  drawNo: number;
  /** Sales stop (ISO 8601). */
  stop: string;
  /** When the draw happens (ISO 8601). */
  drawDate: string;
  prizePool: Amount | null;
  prizePoolSuffix: string | null;
  isPrizePoolUnknown: boolean;
  /** Raffle draws: open, sold_out, past_draw, pre_order (only open and pre_order are offered). */
  purchaseStatus: 'open' | 'sold_out' | 'past_draw' | 'pre_order';
  name?: string;
}

export interface Cause {
  key: string;
  urlSlug: string;
  name: string;
  description: string;
}

export interface ProductOffer {
  key: string;
  type: ProductType;
  name: string;
  url: string;
  urlAliases: { subvariant: string; url: string }[];
  availability: 'available' | 'unavailable';
  suspended: boolean;
  displayCategory: string;
  draws: Draw[];
  causes: Cause[];
  gameTypes: GameType[];
  recurringPurchase: { type: 'autoplay' | 'subscription'; availability: 'never' | 'always' | 'optional' } | null;
  recurringPurchaseInformation: string | null;
  /** Syndicate shares: size of the syndicate and tickets it holds. */
  size?: number;
  tickets?: number;
  /** Brand colour (hex) used for the offer's card; checked for contrast by the UI. */
  brandColour: string;
  tagline: string;
}

/** Answer of `GET /v2/pricing/{pricingName}/product_offers` (v3.9). */
export interface ProductOffersResponse {
  offers: ProductOffer[];
}
