import type { GameOffer, GameTypeKey, PriceTier } from '../contract/catalogue';
import { megaComboGamesCovered } from './mega-combo';
import { powerhitGamesCovered, powerpikGamesCovered } from './powerball-cover';
import { ticketPrice } from './price';
import { randomGamesCovered } from './random-entry';
import { systemGamesCovered } from './reduced-system';
import { strikeBoxedGamesCovered } from './strike-boxed';
import { isGameComplete } from './ticket-completeness';
import type { GameDraft } from './ticket-completeness';

/** What the entry rules read from a game offer. */
export type EntryOffer = Pick<GameOffer, 'numberSets' | 'prices'> & Partial<Pick<GameOffer, 'systemSizes' | 'bundle'>>;

/**
 * Games one entry covers under its game type, or null when the entry is not complete. standard: one
 * game (storefront §5 completeness); the others as their rules files say. mega_combo entries are only
 * complete as a whole bundle: use `lineGamesCovered`.
 */
export function entryGamesCovered(gameType: GameTypeKey, game: GameDraft, offer: EntryOffer): number | null {
  switch (gameType) {
    case 'reduced_system':
      return systemGamesCovered(game, offer.numberSets, offer.systemSizes ?? []);
    case 'powerhit':
      return powerhitGamesCovered(game, offer.numberSets);
    case 'powerpik':
      return powerpikGamesCovered(game, offer.numberSets);
    case 'random':
      return randomGamesCovered(game);
    case 'strike_boxed':
      return strikeBoxedGamesCovered(game, offer.numberSets);
    case 'mega_combo':
      return null;
    default:
      return isGameComplete(game, offer.numberSets, gameType) ? 1 : null;
  }
}

/** Games a whole line covers (every entry complete), or null with the first incomplete entry's index (-1: the line as a whole). */
export function lineGamesCovered(gameType: GameTypeKey, games: readonly GameDraft[], offer: EntryOffer): { covered: number } | { incomplete: number } {
  if (gameType === 'mega_combo') {
    const covered = megaComboGamesCovered(games, offer.bundle ?? []);
    return covered === null ? { incomplete: -1 } : { covered };
  }
  let covered = 0;
  for (const [index, game] of games.entries()) {
    const count = entryGamesCovered(gameType, game, offer);
    if (count === null) return { incomplete: index };
    covered += count;
  }
  return { covered };
}

/**
 * The price of `covered` games for one draw from a price table: its tier for exactly that many games when
 * it lists one, else its one-game price × covered (a System 20 covers 38,760 games; no table lists them all).
 */
export function coveredGamesPrice(prices: readonly PriceTier[], covered: number, draws: number): number {
  if (prices.some((tier) => tier.games === covered)) return ticketPrice(prices, covered, draws);
  const single = prices.find((tier) => tier.games === 1);
  if (!single) throw new RangeError(`No price for ${covered} games and no one-game price: the price table has prices for ${prices.map((tier) => tier.games).join(', ') || 'none'}`);
  return ticketPrice([{ games: covered, price: single.price * covered }], covered, draws);
}

/**
 * A line's price in minor units (storefront §5: price for the games count × draws) by game type:
 * standard, random and other per-entry types price their entry count from the table; systems, PowerHit,
 * PowerPik and boxed entries price the games they cover; a mega_combo line is one bundle at the table's price for 1. Throws a
 * RangeError when an entry is incomplete or the table has no price.
 */
export function linePrice(gameType: GameTypeKey, offer: EntryOffer, games: readonly GameDraft[], draws: number): number {
  const covered = lineGamesCovered(gameType, games, offer);
  if ('incomplete' in covered) throw new RangeError(covered.incomplete < 0 ? 'The bundle is not complete' : `Entry ${covered.incomplete + 1} is not complete`);
  switch (gameType) {
    case 'reduced_system':
    case 'powerhit':
    case 'powerpik':
    case 'strike_boxed':
      return coveredGamesPrice(offer.prices, covered.covered, draws);
    case 'mega_combo':
      return ticketPrice(offer.prices, 1, draws);
    default:
      // standard, random, and every game type priced by its count of entries (syndicate shares…).
      return ticketPrice(offer.prices, games.length, draws);
  }
}
