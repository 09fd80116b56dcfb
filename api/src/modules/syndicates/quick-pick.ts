import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { DrawMachine } from '../../db/schema/json-types';

/**
 * `count` quick-picked games for a lottery drawn on `machine`: per game, each set a player picks
 * (main numbers, Powerball) drawn without repeats from its barrel, sorted ascending. Supplementaries
 * are drawn by the machine only, never picked. `random` gives floats in [0, 1) (crypto in production).
 */
export function quickPickGames(machine: DrawMachine, count: number, random: () => number): GamePicks[] {
  return Array.from({ length: count }, () => {
    const game: GamePicks = {};
    for (const barrel of machine.barrels) {
      for (const set of barrel.sets) {
        if (set.key === 'supplementary') continue;
        const balls = Array.from({ length: barrel.max - barrel.min + 1 }, (_, index) => barrel.min + index);
        const picked: number[] = [];
        for (let pick = 0; pick < set.count && balls.length > 0; pick += 1) picked.push(balls.splice(Math.floor(random() * balls.length), 1)[0]!);
        game[set.key] = picked.sort((a, b) => a - b);
      }
    }
    return game;
  });
}
