import type { DaysOption, GameOffer, GameType, NumberSet, ProductType } from '@drawfront/shared/contract/catalogue';
import type { DrawSchedule } from '../schema/json-types';
import { withGameTypes } from './game-types';

/** Spec constant "Default standard games". */
export const DEFAULT_STANDARD_GAMES = 18;
/** The pricing name every seeded offer list is published under. */
export const DEFAULT_PRICING = 'default';

/** Lotteries and syndicates: a weekly schedule, every draw with the same jackpot state (the schedule the offer keeps). */
export type ScheduledDraws = { kind: 'weekly' } & DrawSchedule;

/** Raffles: a few named draws at fixed distances from now. */
export interface RaffleDraws {
  kind: 'raffle';
  draws: {
    drawNo: number;
    name: string;
    /** Days from now to the sales stop (negative: already drawn). */
    stopInDays: number;
    prizeValueCents: number;
    purchaseStatus: 'open' | 'sold_out' | 'past_draw' | 'pre_order';
  }[];
}

export interface SeedOffer {
  siteKey: string;
  key: string;
  type: ProductType;
  name: string;
  url: string;
  urlAliases: { subvariant: string; url: string }[];
  displayCategory: string;
  gameTypes: GameType[];
  recurringPurchase: { type: 'autoplay' | 'subscription'; availability: 'never' | 'always' | 'optional' } | null;
  recurringPurchaseInformation: string | null;
  size?: number;
  tickets?: number;
  /** Syndicates: the lottery whose draws the syndicate plays (same draw numbers). */
  lotteryOfferKey?: string;
  brandColour: string;
  tagline: string;
  causeKeys: string[];
  draws: ScheduledDraws | RaffleDraws;
  /** False: seeded unpublished, seen only by customers allowed to preview (`?preview=true`). Published when left out. */
  published?: boolean;
}

export interface SeedCause {
  siteKey: string;
  key: string;
  urlSlug: string;
  name: string;
  description: string;
}

const numbers = (count: number, max: number): NumberSet => ({ key: 'numbers', label: 'Numbers', count, min: 1, max });
const powerball = (max: number): NumberSet => ({ key: 'powerball', label: 'Powerball', count: 1, min: 1, max });

/** A price for every games count from min to max, in cents: games × unit price. */
function linearPrices(minGames: number, maxGames: number, unitCents: number) {
  return Array.from({ length: maxGames - minGames + 1 }, (_, i) => ({ games: minGames + i, price: (minGames + i) * unitCents }));
}

function gameOffer(key: string, options: { min: number; max: number; defaultGames: number; unitCents: number; numberSets: NumberSet[]; drawOptions?: number[]; days?: DaysOption[] }): GameOffer {
  return {
    key,
    minGames: options.min,
    maxGames: options.max,
    defaultGames: options.defaultGames,
    defaultEntryCount: 1,
    numberSets: options.numberSets,
    prices: linearPrices(options.min, options.max, options.unitCents),
    priceCurrency: 'AUD',
    drawOptions: options.drawOptions ?? [1, 2, 4, 8],
    days: options.days ?? [],
  };
}

const autoplay = { type: 'autoplay', availability: 'optional' } as const;
const raffleSubscription = { type: 'subscription', availability: 'optional' } as const;
const SATURDAY = { weekday: 6, hour: 20, minute: 30 };

export const SEED_CAUSES: readonly SeedCause[] = [
  { siteKey: 'drawfront', key: 'kids_hospital', urlSlug: 'kids-hospital', name: 'Kids Hospital Fund', description: 'Equipment and family support for a children\'s hospital ward.' },
  { siteKey: 'drawfront', key: 'coastal_rescue', urlSlug: 'coastal-rescue', name: 'Coastal Rescue Volunteers', description: 'Boats, training and radios for volunteer sea rescue crews.' },
  { siteKey: 'goodcause', key: 'river_restoration', urlSlug: 'river-restoration', name: 'River Restoration Trust', description: 'Replanting river banks and clearing waterways in regional towns.' },
  { siteKey: 'goodcause', key: 'native_wildlife', urlSlug: 'native-wildlife', name: 'Native Wildlife Carers', description: 'Rescue, care and release of injured native animals.' },
  { siteKey: 'goodcause', key: 'animal_shelter', urlSlug: 'animal-shelter', name: 'Second Chance Animal Shelter', description: 'Shelter, vet care and rehoming for surrendered pets.' },
];

// Brand names are invented; none is a real lottery's trademark. Game types besides standard: game-types.ts.
export const SEED_OFFERS: readonly SeedOffer[] = withGameTypes([
  {
    siteKey: 'drawfront',
    key: 'saturday-super-draw',
    type: 'lottery_ticket',
    name: 'Saturday Super Draw',
    url: 'saturday-super-draw',
    urlAliases: [{ subvariant: 'GB', url: 'saturday-super-draw-uk' }],
    displayCategory: 'lotteries',
    gameTypes: [{ key: 'standard', gameOffers: [gameOffer('saturday-super-draw-standard', { min: 4, max: 50, defaultGames: DEFAULT_STANDARD_GAMES, unitCents: 75, numberSets: [numbers(6, 45)] })] }],
    recurringPurchase: autoplay,
    recurringPurchaseInformation: 'Autoplay buys your numbers for every Saturday draw until you stop it.',
    brandColour: '#0b3d91',
    tagline: 'The big one, every Saturday night',
    causeKeys: [],
    draws: { kind: 'weekly', schedule: [SATURDAY], stopMinutesBefore: 90, upcoming: 12, firstDrawNo: 4400, prizePoolCents: 3_000_000_000, prizePoolSuffix: null },
  },
  {
    siteKey: 'drawfront',
    key: 'thursday-starburst',
    type: 'lottery_ticket',
    name: 'Thursday Starburst',
    url: 'thursday-starburst',
    urlAliases: [],
    displayCategory: 'lotteries',
    gameTypes: [{ key: 'standard', gameOffers: [gameOffer('thursday-starburst-standard', { min: 1, max: 30, defaultGames: DEFAULT_STANDARD_GAMES, unitCents: 140, numberSets: [numbers(7, 35), powerball(20)] })] }],
    recurringPurchase: autoplay,
    recurringPurchaseInformation: 'Autoplay buys your numbers for every Thursday draw until you stop it.',
    brandColour: '#6d28d9',
    tagline: 'Seven numbers and a Powerball',
    causeKeys: [],
    draws: { kind: 'weekly', schedule: [{ weekday: 4, hour: 20, minute: 30 }], stopMinutesBefore: 90, upcoming: 12, firstDrawNo: 1450, prizePoolCents: 245_000_000, prizePoolSuffix: null },
  },
  {
    siteKey: 'drawfront',
    key: 'midweek-draw',
    type: 'lottery_ticket',
    name: 'Midweek Draw',
    url: 'midweek-draw',
    urlAliases: [],
    displayCategory: 'lotteries',
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [
          gameOffer('midweek-draw-standard', {
            min: 4,
            max: 50,
            defaultGames: DEFAULT_STANDARD_GAMES,
            unitCents: 70,
            numberSets: [numbers(6, 45)],
            days: [
              { key: 'monday', label: 'Monday' },
              { key: 'wednesday', label: 'Wednesday' },
            ],
          }),
        ],
      },
    ],
    recurringPurchase: autoplay,
    recurringPurchaseInformation: 'Autoplay buys your numbers for the day you choose, every week.',
    brandColour: '#0f766e',
    tagline: 'Play Monday, Wednesday or both',
    causeKeys: [],
    // The division-one pool is announced after each draw's sales figures are in.
    draws: {
      kind: 'weekly',
      schedule: [
        { weekday: 1, hour: 20, minute: 30 },
        { weekday: 3, hour: 20, minute: 30 },
      ],
      stopMinutesBefore: 90,
      upcoming: 8,
      firstDrawNo: 9200,
      prizePoolCents: null,
      prizePoolSuffix: null,
    },
  },
  {
    siteKey: 'drawfront',
    key: 'friday-windfall',
    type: 'lottery_ticket',
    name: 'Friday Windfall',
    url: 'friday-windfall',
    urlAliases: [],
    displayCategory: 'lotteries',
    gameTypes: [{ key: 'standard', gameOffers: [gameOffer('friday-windfall-standard', { min: 2, max: 36, defaultGames: DEFAULT_STANDARD_GAMES, unitCents: 90, numberSets: [numbers(7, 44)] })] }],
    recurringPurchase: autoplay,
    recurringPurchaseInformation: 'Autoplay buys your numbers for every Friday draw until you stop it.',
    brandColour: '#b45309',
    tagline: 'A monthly income for a year',
    causeKeys: [],
    draws: { kind: 'weekly', schedule: [{ weekday: 5, hour: 20, minute: 0 }], stopMinutesBefore: 60, upcoming: 12, firstDrawNo: 700, prizePoolCents: 50_000_000, prizePoolSuffix: 'every month for a year' },
  },
  {
    siteKey: 'drawfront',
    key: 'dream-home-raffle',
    type: 'raffle_ticket',
    name: 'Dream Home Raffle',
    url: 'dream-home-raffle',
    urlAliases: [{ subvariant: 'GB', url: 'dream-home-prize-draw' }],
    displayCategory: 'raffles',
    gameTypes: [{ key: 'standard', gameOffers: [gameOffer('dream-home-raffle-tickets', { min: 1, max: 100, defaultGames: 5, unitCents: 1000, numberSets: [], drawOptions: [1] })] }],
    recurringPurchase: raffleSubscription,
    recurringPurchaseInformation: 'A subscription enters you in every draw (raffle tickets always repeat every draw).',
    brandColour: '#be123c',
    tagline: 'Win a home, fund a hospital',
    causeKeys: ['kids_hospital', 'coastal_rescue'],
    draws: {
      kind: 'raffle',
      draws: [
        { drawNo: 430, name: 'Draw 430: Hinterland retreat', stopInDays: -10, prizeValueCents: 95_000_000, purchaseStatus: 'past_draw' },
        { drawNo: 431, name: 'Draw 431: Beachside family home', stopInDays: 5, prizeValueCents: 185_000_000, purchaseStatus: 'sold_out' },
        { drawNo: 432, name: 'Draw 432: City penthouse', stopInDays: 19, prizeValueCents: 240_000_000, purchaseStatus: 'open' },
        { drawNo: 433, name: 'Draw 433: Lakeside cottage', stopInDays: 47, prizeValueCents: 120_000_000, purchaseStatus: 'pre_order' },
      ],
    },
  },
  {
    siteKey: 'drawfront',
    key: 'super-draw-syndicate',
    type: 'syndicate_share',
    name: 'Saturday Super Draw Syndicate',
    url: 'super-draw-syndicate',
    urlAliases: [],
    displayCategory: 'syndicates',
    gameTypes: [{ key: 'syndicate', gameOffers: [gameOffer('super-draw-syndicate-share', { min: 1, max: 10, defaultGames: 1, unitCents: 2500, numberSets: [], drawOptions: [1] })] }],
    recurringPurchase: autoplay,
    recurringPurchaseInformation: 'Keep your share in every Saturday syndicate automatically.',
    size: 50,
    tickets: 100,
    lotteryOfferKey: 'saturday-super-draw',
    brandColour: '#1d4ed8',
    tagline: '100 tickets shared 50 ways',
    causeKeys: [],
    draws: { kind: 'weekly', schedule: [SATURDAY], stopMinutesBefore: 180, upcoming: 4, firstDrawNo: 4400, prizePoolCents: 3_000_000_000, prizePoolSuffix: null },
  },
  {
    siteKey: 'goodcause',
    key: 'river-restoration-raffle',
    type: 'raffle_ticket',
    name: 'River Restoration Raffle',
    url: 'river-restoration-raffle',
    urlAliases: [],
    displayCategory: 'raffles',
    gameTypes: [{ key: 'standard', gameOffers: [gameOffer('river-restoration-tickets', { min: 1, max: 50, defaultGames: 3, unitCents: 500, numberSets: [], drawOptions: [1] })] }],
    recurringPurchase: raffleSubscription,
    recurringPurchaseInformation: 'A subscription enters you in every draw.',
    brandColour: '#1b6e4a',
    tagline: 'Bring the river back to life',
    causeKeys: ['river_restoration', 'native_wildlife'],
    draws: {
      kind: 'raffle',
      draws: [
        { drawNo: 88, name: 'Draw 88: Electric ute and camper', stopInDays: 12, prizeValueCents: 9_500_000, purchaseStatus: 'open' },
        { drawNo: 89, name: 'Draw 89: Solar farmhouse', stopInDays: 40, prizeValueCents: 68_000_000, purchaseStatus: 'pre_order' },
      ],
    },
  },
  {
    siteKey: 'goodcause',
    key: 'shelter-raffle',
    type: 'raffle_ticket',
    name: 'Second Chance Raffle',
    url: 'second-chance-raffle',
    urlAliases: [],
    displayCategory: 'raffles',
    gameTypes: [{ key: 'standard', gameOffers: [gameOffer('shelter-raffle-tickets', { min: 1, max: 50, defaultGames: 2, unitCents: 300, numberSets: [], drawOptions: [1] })] }],
    recurringPurchase: raffleSubscription,
    recurringPurchaseInformation: 'A subscription enters you in every draw.',
    brandColour: '#c2410c',
    tagline: 'Every ticket feeds a shelter pet',
    causeKeys: ['animal_shelter'],
    draws: {
      kind: 'raffle',
      draws: [
        { drawNo: 21, name: 'Draw 21: $50,000 cash', stopInDays: 8, prizeValueCents: 5_000_000, purchaseStatus: 'open' },
        { drawNo: 22, name: 'Draw 22: Family SUV', stopInDays: 36, prizeValueCents: 6_200_000, purchaseStatus: 'pre_order' },
      ],
    },
  },
  // Not published yet: only a customer allowed to preview (demo@drawfront.example) sees it, at
  // /harbour-hideaway-raffle?preview=true; for everyone else it does not exist, and nobody can buy it.
  {
    siteKey: 'drawfront',
    key: 'harbour-hideaway-raffle',
    type: 'raffle_ticket',
    name: 'Harbour Hideaway Raffle',
    url: 'harbour-hideaway-raffle',
    urlAliases: [],
    displayCategory: 'raffles',
    gameTypes: [{ key: 'standard', gameOffers: [gameOffer('harbour-hideaway-raffle-tickets', { min: 1, max: 50, defaultGames: 2, unitCents: 2000, numberSets: [], drawOptions: [1] })] }],
    recurringPurchase: null,
    recurringPurchaseInformation: null,
    brandColour: '#1d4ed8',
    tagline: 'A waterfront getaway, coming soon',
    causeKeys: ['coastal_rescue'],
    published: false,
    draws: {
      kind: 'raffle',
      draws: [{ drawNo: 1, name: 'Draw 1: Harbourside apartment', stopInDays: 30, prizeValueCents: 150_000_000, purchaseStatus: 'open' }],
    },
  },
]);
