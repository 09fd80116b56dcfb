import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { GameOffer, GameTypeKey } from '@drawfront/shared/contract/catalogue';
import { lineGamesCovered, linePrice } from '@drawfront/shared/rules/game-entries';
import { POWERPIK_MIN_POWERBALLS } from '@drawfront/shared/rules/powerball-cover';
import { STRIKE_NUMBERS } from '@drawfront/shared/rules/strike-boxed';
import { LineProblem } from '../line-problem';

/** The shared rules read a game's picks with blanks allowed; a stored game has none, only absent sets. */
const asDraft = (game: GamePicks) => ({ ...game, numbers: game.numbers ?? [] });

const setsText = (gameOffer: GameOffer) => gameOffer.numberSets.map((set) => `${set.count} ${set.label} from ${set.min} to ${set.max}`).join(' and ');
const mainSet = (gameOffer: GameOffer) => gameOffer.numberSets.find((set) => set.key === 'numbers');
const powerballSet = (gameOffer: GameOffer) => gameOffer.numberSets.find((set) => set.key === 'powerball');

/** What a complete entry of this game type needs, in words, for the line's error message. */
function entryNeeds(gameType: GameTypeKey, gameOffer: GameOffer): string {
  const main = mainSet(gameOffer);
  const mainText = main ? `${main.count} Numbers from ${main.min} to ${main.max}` : 'its numbers';
  const powerball = powerballSet(gameOffer);
  switch (gameType) {
    case 'reduced_system': {
      const sizes = gameOffer.systemSizes ?? [];
      const range = sizes.length ? `${Math.min(...sizes)} to ${Math.max(...sizes)}` : 'no';
      const withPowerball = powerball ? ` and 1 Powerball from ${powerball.min} to ${powerball.max}` : '';
      return `pick ${range} Numbers${main ? ` from ${main.min} to ${main.max}` : ''}${withPowerball} (System ${range}), with no repeats`;
    }
    case 'powerhit':
      return `pick ${mainText} and no Powerball (a PowerHit plays every Powerball), with no repeats`;
    case 'powerpik':
      return `pick ${mainText} and ${POWERPIK_MIN_POWERBALLS} to ${powerball ? powerball.max - powerball.min : 'all but one'} Powerballs, with no repeats`;
    case 'random':
      return 'leave its numbers empty (the numbers of a random game are drawn when you buy)';
    case 'strike_boxed':
      return `pick ${STRIKE_NUMBERS} Numbers${main ? ` from ${main.min} to ${main.max}` : ''}, with no repeats`;
    case 'mega_combo':
      return `hold every entry of the bundle (${(gameOffer.bundle ?? []).map((part) => `${part.games} ${part.offerName}`).join(', ')}), each with its Numbers complete`;
    default:
      return `pick ${setsText(gameOffer)}, with no repeats`;
  }
}

/** Checks every entry of a line by its game type's shared rule; answers the games they cover. */
export function checkEntries(gameType: GameTypeKey, gameOffer: GameOffer, games: readonly GamePicks[]): number {
  const covered = lineGamesCovered(gameType, games.map(asDraft), gameOffer);
  if ('incomplete' in covered) {
    const which = covered.incomplete < 0 ? 'The bundle' : `Game ${covered.incomplete + 1}`;
    throw new LineProblem(`${which} is not complete: ${entryNeeds(gameType, gameOffer)}.`);
  }
  return covered.covered;
}

/**
 * Checks and prices a line with the shared price rule (storefront §5) by game type, from the server's own
 * game offer: whatever price a client sends is never read.
 */
export function priceEntries(offerName: string, gameType: GameTypeKey, gameOffer: GameOffer, games: readonly GamePicks[], draws: number): { gamesCovered: number; unitPrice: number } {
  const gamesCovered = checkEntries(gameType, gameOffer, games);
  try {
    return { gamesCovered, unitPrice: linePrice(gameType, gameOffer, games.map(asDraft), draws) };
  } catch (error) {
    throw new LineProblem(`${offerName}: ${(error as Error).message}.`);
  }
}
