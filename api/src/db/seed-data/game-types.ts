import type { BundlePart, GameOffer, GameType } from '@drawfront/shared/contract/catalogue';
import { possibleSystemSizes } from '@drawfront/shared/rules/reduced-system';
import type { SeedOffer } from './offers';
import type { PrizeTable } from '../schema/json-types';

// The ways to play each seeded lottery offers besides standard games, after the real games they resemble
// (see prize-tables.ts): Saturday Lotto, Mon & Wed Lotto and Set for Life sell System entries; Powerball
// sells Systems, PowerHit and (here) PowerPik; the big games sell random "lucky dip" games; Strike sells
// boxed entries; and a Super Combo bundles several lotteries at one price. Rules: shared/src/rules/.

/** The offer's standard game offer, which every other way to play of that lottery is built from. */
function standardOf(offer: SeedOffer): GameOffer {
  const found = offer.gameTypes.find((type) => type.key === 'standard')?.gameOffers[0];
  if (!found) throw new Error(`seed: ${offer.key} has no standard game offer to build other game types from`);
  return found;
}

/** The one-game price of a standard game offer (its tables are linear: games × unit price). */
const gamePrice = (offer: GameOffer): number => offer.prices[0]!.price / offer.prices[0]!.games;

/** A game offer priced per game covered: one tier, the price of 1 game (shared/src/rules/game-entries.ts). */
function perGameOffer(base: GameOffer, key: string, entries: { min: number; max: number; defaultGames: number }, extra: Partial<GameOffer> = {}): GameOffer {
  return { ...base, key, minGames: entries.min, maxGames: entries.max, defaultGames: entries.defaultGames, prices: [{ games: 1, price: gamePrice(base) }], ...extra };
}

function systems(offer: SeedOffer): GameType {
  const base = standardOf(offer);
  return { key: 'reduced_system', gameOffers: [perGameOffer(base, `${offer.key}-systems`, { min: 1, max: 4, defaultGames: 1 }, { systemSizes: possibleSystemSizes(base.numberSets) })] };
}

function random(offer: SeedOffer): GameType {
  return { key: 'random', gameOffers: [{ ...standardOf(offer), key: `${offer.key}-random`, defaultGames: 10 }] };
}

function powerhit(offer: SeedOffer): GameType {
  return { key: 'powerhit', gameOffers: [perGameOffer(standardOf(offer), `${offer.key}-powerhit`, { min: 1, max: 4, defaultGames: 1 })] };
}

function powerpik(offer: SeedOffer): GameType {
  return { key: 'powerpik', gameOffers: [perGameOffer(standardOf(offer), `${offer.key}-powerpik`, { min: 1, max: 4, defaultGames: 1 })] };
}

/** The Super Combo: 8 Saturday games, 2 Thursday PowerHits and 6 Friday games for $49.95 (bought apart: $67.40). */
const SUPER_COMBO: { offerKey: string; gameType: BundlePart['gameType']; games: number }[] = [
  { offerKey: 'saturday-super-draw', gameType: 'standard', games: 8 },
  { offerKey: 'thursday-starburst', gameType: 'powerhit', games: 2 },
  { offerKey: 'friday-windfall', gameType: 'standard', games: 6 },
];
export const SUPER_COMBO_PRICE_CENTS = 4995;

function superCombo(host: SeedOffer, offers: readonly SeedOffer[]): GameType {
  const bundle: BundlePart[] = SUPER_COMBO.map((part) => {
    const offer = offers.find((candidate) => candidate.key === part.offerKey);
    if (!offer) throw new Error(`seed: the super combo includes ${part.offerKey}, which is not seeded`);
    return { ...part, offerName: offer.name, numberSets: standardOf(offer).numberSets };
  });
  const games = bundle.reduce((sum, part) => sum + part.games, 0);
  const base = standardOf(host);
  const combo: GameOffer = { ...base, key: `${host.key}-super-combo`, minGames: games, maxGames: games, defaultGames: games, prices: [{ games: 1, price: SUPER_COMBO_PRICE_CENTS }], drawOptions: [1], days: [], bundle };
  return { key: 'mega_combo', gameOffers: [combo] };
}

/** Game types each seeded offer adds after its standard game, by offer key. */
function extraGameTypes(offer: SeedOffer, offers: readonly SeedOffer[]): GameType[] {
  switch (offer.key) {
    case 'saturday-super-draw':
      return [systems(offer), random(offer), superCombo(offer, offers)];
    case 'thursday-starburst':
      return [systems(offer), powerhit(offer), powerpik(offer), random(offer)];
    case 'midweek-draw':
    case 'friday-windfall':
      return [systems(offer)];
    default:
      return [];
  }
}

/** A Strike lottery: the first four numbers drawn, in order; sold here as boxed entries (any order). */
export const LUCKY_STRIKE: SeedOffer = {
  siteKey: 'drawfront',
  key: 'lucky-strike',
  type: 'lottery_ticket',
  name: 'Lucky Strike',
  url: 'lucky-strike',
  urlAliases: [],
  displayCategory: 'lotteries',
  gameTypes: [
    {
      key: 'strike_boxed',
      gameOffers: [
        {
          key: 'lucky-strike-boxed',
          minGames: 1,
          maxGames: 4,
          defaultGames: 1,
          defaultEntryCount: 1,
          numberSets: [{ key: 'numbers', label: 'Numbers', count: 4, min: 1, max: 40 }],
          prices: [{ games: 1, price: 100 }],
          priceCurrency: 'AUD',
          drawOptions: [1, 2, 4],
          days: [],
        },
      ],
    },
  ],
  recurringPurchase: null,
  recurringPurchaseInformation: null,
  brandColour: '#9d174d',
  tagline: 'Name the first four numbers, in any order',
  causeKeys: [],
  draws: { kind: 'weekly', schedule: [{ weekday: 2, hour: 20, minute: 30 }], stopMinutesBefore: 90, upcoming: 8, firstDrawNo: 2200, prizePoolCents: 25_000_000, prizePoolSuffix: null },
};

/**
 * Lucky Strike's divisions: a rule's `numbers: n` is "the first n numbers drawn, in order" (the strike
 * scorer reads it so). Four in order shares the jackpot; fixed prizes below, as Strike pays.
 */
export const LUCKY_STRIKE_PRIZES: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 40, sets: [{ key: 'numbers', count: 4 }] }] },
  divisions: [
    { division: 1, numbers: 4, prize: { kind: 'jackpot' } }, // 1 in 2,193,360
    { division: 2, numbers: 3, prize: { kind: 'pool', shareBps: 10_000 } }, // the first three in order: about 1 in 61,000
    { division: 3, numbers: 2, prize: { kind: 'fixed', cents: 2000 } }, // the first two: about 1 in 1,600
    { division: 4, numbers: 1, prize: { kind: 'fixed', cents: 100 } }, // the first one: about 1 in 41
  ],
  poolShareOfSalesBps: 1700,
};

/** The seeded offers with their extra game types, and the Strike lottery after them. */
export function withGameTypes(offers: readonly SeedOffer[]): SeedOffer[] {
  return [...offers.map((offer) => ({ ...offer, gameTypes: [...offer.gameTypes, ...extraGameTypes(offer, offers)] })), LUCKY_STRIKE];
}
