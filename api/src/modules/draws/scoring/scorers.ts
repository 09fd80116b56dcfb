import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { DrawnNumbers } from '../fairness/fair-numbers';
import type { PrizeTable } from './prize-table';

export interface ScoredGame {
  division: number | null;
  /** The game's numbers found in each result set. */
  matched: DrawnNumbers;
}
export type Scorer = (game: GamePicks, result: DrawnNumbers, table: PrizeTable) => ScoredGame;

const standard: Scorer = (game, result, table) => {
  const picks = game.numbers ?? [];
  const matched: DrawnNumbers = {
    numbers: picks.filter((n) => result.numbers?.includes(n)),
    ...(result.supplementary ? { supplementary: picks.filter((n) => result.supplementary!.includes(n)) } : {}),
    ...(result.powerball ? { powerball: (game.powerball ?? []).filter((n) => result.powerball!.includes(n)) } : {}),
  };
  const rule = table.divisions.find(
    (candidate) =>
      candidate.numbers === matched.numbers!.length &&
      (matched.supplementary?.length ?? 0) >= (candidate.supplementary ?? 0) &&
      (!candidate.powerball || (matched.powerball?.length ?? 0) > 0),
  );
  return { division: rule?.division ?? null, matched };
};

export const SCORERS: Partial<Record<GameTypeKey, Scorer>> = { standard };

export function scorerFor(gameType: GameTypeKey): Scorer {
  const scorer = SCORERS[gameType];
  if (!scorer) throw new Error(`no scorer for game type '${gameType}'`);
  return scorer;
}
