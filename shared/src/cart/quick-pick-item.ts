import type { CartItemAdd, GamePicks } from '../contract/cart';
import type { PlacementItem } from '../contract/placement';
import { cryptoRandom } from '../rules/crypto-random';
import { quickPick } from '../rules/ticket-completeness';

/** A recommended draw as a one-click cart line: its standard game offer, its fewest games, all quick picks, that draw only. */
export function quickPickItem(placement: PlacementItem, random: () => number = cryptoRandom): CartItemAdd {
  const games = Array.from({ length: placement.games }, (): GamePicks => {
    const game = quickPick(placement.numberSets, random);
    const picks: GamePicks = {};
    for (const set of placement.numberSets) picks[set.key] = (game[set.key] ?? []).filter((n): n is number => n !== null);
    return picks;
  });
  return { lottery: placement.offerKey, gameType: 'standard', gameOffer: placement.gameOffer, numDraws: 1, firstDrawNo: placement.drawNo, games, quickpick: true };
}
