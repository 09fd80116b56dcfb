import type { BundlePart } from '../contract/catalogue';
import { powerhitGamesCovered } from './powerball-cover';
import { isGameComplete } from './ticket-completeness';
import type { GameDraft } from './ticket-completeness';

/**
 * mega_combo (`/{offer}/super-combos`): a bundle of entries across several lotteries, bought as one line
 * at the bundle's price (the game offer's price for 1 game, × draws). The game offer's `bundle` lists the
 * parts in order; the line's games are the parts' entries in that order. A standard part's games need only
 * Numbers (and Favourites, when that lottery has the set) complete, the storefront §5 mega_combo rule; a
 * PowerHit part's entries are Numbers only, each covering every Powerball. Each entry becomes a ticket in
 * its own lottery's next draw.
 */
export const bundleGamesCount = (bundle: readonly BundlePart[]): number => bundle.reduce((sum, part) => sum + part.games, 0);

/** The line's games cut into the bundle's parts, in order; null when the count is not the bundle's. */
export function splitBundle<G>(games: readonly G[], bundle: readonly BundlePart[]): { part: BundlePart; games: G[] }[] | null {
  if (games.length !== bundleGamesCount(bundle)) return null;
  let next = 0;
  return bundle.map((part) => {
    const slice = games.slice(next, next + part.games);
    next += part.games;
    return { part, games: slice };
  });
}

/** Games one entry of a part covers: 1 for a standard game, one per Powerball for a PowerHit; null when incomplete. */
export function bundleEntryCovered(game: GameDraft, part: BundlePart): number | null {
  if (part.gameType === 'powerhit') return powerhitGamesCovered(game, part.numberSets);
  const sets = part.numberSets.filter((set) => set.key !== 'powerball');
  if (part.numberSets.length !== sets.length) return null;
  return isGameComplete(game, sets, 'mega_combo') ? 1 : null;
}

/** Games a whole bundle covers; null when its entries are not the bundle's or one is incomplete. */
export function megaComboGamesCovered(games: readonly GameDraft[], bundle: readonly BundlePart[]): number | null {
  const parts = splitBundle(games, bundle);
  if (!parts || bundle.length === 0) return null;
  let covered = 0;
  for (const { part, games: entries } of parts) {
    for (const entry of entries) {
      const count = bundleEntryCovered(entry, part);
      if (count === null) return null;
      covered += count;
    }
  }
  return covered;
}
