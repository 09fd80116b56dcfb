import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import { entryGamesCovered } from '@drawfront/shared/rules/game-entries';
import { bundleEntryCovered } from '@drawfront/shared/rules/mega-combo';
import { quickPick } from '@drawfront/shared/rules/ticket-completeness';
import type { GameDraft } from '@drawfront/shared/rules/ticket-completeness';
import type { PricedLine } from '../lines';

/** One ticket a bought line becomes: one entry (one game, or a system, PowerHit… covering several) for one draw. */
export interface PlannedTicket {
  offerId: number;
  drawId: number;
  gameType: GameTypeKey;
  game: GamePicks;
  /** Games the entry covers (shared/src/rules/game-entries.ts): its share of the line's price follows them. */
  gamesCovered: number;
  /** Its share of the line's price, whole cents; a line's tickets sum to the line exactly. */
  priceCents: number;
}

/** A quick pick as stored: no blanks, so only whole numbers. */
const stored = (game: GameDraft): GamePicks => Object.fromEntries(Object.entries(game).map(([key, picks]) => [key, (picks as (number | null)[]).filter((pick): pick is number => pick !== null)]));

/**
 * Splits a line's price over its tickets in proportion to the games each covers, whole cents, the first
 * tickets taking the cents left over: they sum to the line exactly (a System 10 ticket costs 30 times a System 7's).
 */
export function splitByGames(total: number, games: readonly number[]): number[] {
  const all = games.reduce((sum, count) => sum + count, 0);
  const shares = games.map((count) => Math.floor((total * count) / all));
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  for (let index = 0; left > 0; index = (index + 1) % shares.length, left -= 1) shares[index]! += 1;
  return shares;
}

/**
 * The tickets a priced line becomes, in order: each entry for each of its draws, priced by the games it
 * covers. Random entries get their numbers here, at purchase, from the crypto random source
 * (shared/src/rules/random-entry.ts), the same numbers for every draw of the line; a mega_combo line's
 * entries go to their own lotteries' draws.
 */
export function ticketPlan(line: PricedLine, source?: () => number): PlannedTicket[] {
  const planned: Omit<PlannedTicket, 'priceCents'>[] = [];
  if (line.parts) {
    for (const part of line.parts) {
      const bundlePart = line.gameOffer.bundle!.find((candidate) => candidate.offerKey === part.offer.key)!;
      for (const draw of part.draws) for (const game of part.games) planned.push({ offerId: part.offer.id, drawId: draw.id, gameType: line.gameType, game, gamesCovered: bundleEntryCovered({ ...game, numbers: game.numbers ?? [] }, bundlePart) ?? 1 });
    }
  } else {
    const isRandom = line.gameType === 'random';
    const games = isRandom ? line.games.map(() => stored(quickPick(line.gameOffer.numberSets, source))) : line.games;
    const covered = line.games.map((game) => (isRandom ? 1 : (entryGamesCovered(line.gameType, { ...game, numbers: game.numbers ?? [] }, line.gameOffer) ?? 1)));
    for (const draw of line.draws) games.forEach((game, index) => planned.push({ offerId: line.offer.id, drawId: draw.id, gameType: line.gameType, game, gamesCovered: covered[index]! }));
  }
  const prices = splitByGames(line.unitPrice, planned.map((ticket) => ticket.gamesCovered));
  return planned.map((ticket, index) => ({ ...ticket, priceCents: prices[index]! }));
}
