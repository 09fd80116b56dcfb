import type { GamePicks } from '../contract/cart';
import type { GameTypeKey } from '../contract/catalogue';
import { SCORERS } from '../scoring/scorers';
import type { ScoredGame } from '../scoring/scorers';
import type { PrizeTable } from '../scoring/prize-table';
import type { CheckText } from './check-texts';
import type { Drawn, DrawSetKey } from './draw-algorithm';
import type { PublicTicketProof } from './public-proof';
import { GAME_SET_ORDER } from './ticket-leaf';

/** A ticket's game type and numbers, read back from its committed encoding (the `game-type=` and `games=` lines). */
export function gameOfEncoding(encoding: string): { gameType: string; game: GamePicks } {
  const lines = encoding.split('\n');
  const gameType = lines.find((text) => text.startsWith('game-type='))?.slice('game-type='.length) ?? '';
  const line = lines.find((text) => text.startsWith('games='))?.slice('games='.length) ?? '';
  const game: GamePicks = {};
  for (const part of line.split(';').filter(Boolean)) {
    const [key, list = ''] = part.split(':');
    if ((GAME_SET_ORDER as readonly string[]).includes(key!)) game[key as (typeof GAME_SET_ORDER)[number]] = list.split(',').filter(Boolean).map(Number);
  }
  return { gameType, game };
}

/**
 * Whether a lottery ticket's published result follows from its committed numbers and the numbers drawn:
 * the ticket is scored here with the API's own scorers (`shared/src/scoring`, one per game type: standard,
 * random, systems as all their combinations, PowerHit and PowerPik with their Powerballs, boxed Strike's
 * 24 orders, super combos) and the division, the numbers matched and the games won per division must be
 * the published ones. Null when the draw has not been scored yet.
 */
export function resultCheck(drawn: Drawn, table: PrizeTable, ticket: PublicTicketProof): { ok: boolean; text: CheckText } | null {
  if (!ticket.matched) return null;
  const { gameType, game } = gameOfEncoding(ticket.encoding);
  const scorer = SCORERS[gameType as GameTypeKey];
  if (!scorer) return { ok: false, text: { key: 'fairness.step.result-unknown-type', params: { gameType } } };
  let scored: ScoredGame;
  try {
    scored = scorer(game, drawn, table);
  } catch {
    return { ok: false, text: { key: 'fairness.step.result-wrong' } };
  }
  const ok = scored.division === ticket.division && sameMatched(scored.matched, ticket.matched) && sameWins(scored.wins ?? null, ticket.wins);
  if (!ok) return { ok, text: { key: 'fairness.step.result-wrong' } };
  if (scored.wins) {
    const prizes = scored.wins.reduce((sum, win) => sum + win.games, 0);
    if (prizes === 0) return { ok, text: { key: 'fairness.step.entry-ok-none' } };
    return { ok, text: { key: prizes === 1 ? 'fairness.step.entry-ok-one' : 'fairness.step.entry-ok', params: { prizes, division: scored.division! } } };
  }
  const count = (['numbers', 'supplementary', 'powerball'] as const).reduce((sum, key) => sum + (scored.matched[key]?.length ?? 0), 0);
  return scored.division === null
    ? { ok, text: { key: 'fairness.step.result-ok', params: { count } } }
    : { ok, text: { key: 'fairness.step.result-ok-division', params: { count, division: scored.division } } };
}

/** Matched numbers compared as sets, per result set. */
function sameMatched(expected: Drawn, published: Drawn): boolean {
  const keys = new Set([...Object.keys(expected), ...Object.keys(published)] as DrawSetKey[]);
  for (const key of keys) {
    const want = [...(expected[key] ?? [])].sort((a, b) => a - b);
    const got = [...(published[key] ?? [])].sort((a, b) => a - b);
    if (want.length !== got.length || !want.every((n, i) => n === got[i])) return false;
  }
  return true;
}

/** Games won per division, best first; a one-game ticket has none (null) on both sides. */
function sameWins(expected: { division: number; games: number }[] | null, published: { division: number; games: number }[] | null): boolean {
  if (expected === null || published === null) return expected === published;
  const sorted = [...published].sort((a, b) => a.division - b.division);
  return expected.length === sorted.length && expected.every((win, i) => win.division === sorted[i]!.division && win.games === sorted[i]!.games);
}
