import type { ResultNumbers } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';

export type TicketGame = Ticket['games'][number];

/** One ball as a ticket page shows it: which set it belongs to, and what it matched in the draw. */
export interface Ball {
  number: number;
  kind: 'main' | 'supplementary' | 'powerball';
  /** `main`: it is a winning main number; `supplementary`: a game number that is a winning supplementary. */
  matched: 'main' | 'supplementary' | 'powerball' | null;
}

/**
 * A game's balls in reading order (main numbers, then the Powerball), each marked with what it matched.
 * A main pick can match a winning main number or a winning supplementary; a Powerball pick only the Powerball.
 */
export function gameBalls(game: TicketGame, matched?: ResultNumbers): Ball[] {
  const mainMatch = (n: number): Ball['matched'] => (matched?.numbers.includes(n) ? 'main' : matched?.supplementary?.includes(n) ? 'supplementary' : null);
  return [
    ...(game.numbers ?? []).map((number): Ball => ({ number, kind: 'main', matched: mainMatch(number) })),
    ...(game.powerball ?? []).map((number): Ball => ({ number, kind: 'powerball', matched: matched?.powerball?.includes(number) ? 'powerball' : null })),
  ];
}

/** A draw's winning balls in reading order: main numbers, supplementaries, then the Powerball. */
export function winningBalls(numbers: ResultNumbers): Ball[] {
  const set = (kind: Ball['kind'], values: number[] = []) => values.map((number): Ball => ({ number, kind, matched: null }));
  return [...set('main', numbers.numbers), ...set('supplementary', numbers.supplementary), ...set('powerball', numbers.powerball)];
}

/** The name of a ball's set, shown beside it so the set is told by a word, not only by colour ("Powerball"). */
export function ballTag(kind: Ball['kind'], i18n: I18n): string | null {
  if (kind === 'powerball') return i18n.t('account.ticket.powerball', 'Powerball');
  if (kind === 'supplementary') return i18n.t('account.ticket.supplementary', 'Supplementary');
  return null;
}

/** What a screen reader hears when a ball matched: the highlight is never colour only. */
export function matchedText(matched: NonNullable<Ball['matched']>, i18n: I18n): string {
  return matched === 'supplementary' ? i18n.t('account.ticket.matched-supplementary', '(matched supplementary)') : i18n.t('account.ticket.matched', '(matched)');
}

/** One ball in words: "3", "3 (matched)", "Powerball 7", "Supplementary 5". */
export function ballText(ball: Ball, i18n: I18n): string {
  const tag = ballTag(ball.kind, i18n);
  const text = tag ? i18n.t('account.ticket.tagged-ball', '{tag} {number}', { tag, number: ball.number }) : String(ball.number);
  return ball.matched ? `${text} ${matchedText(ball.matched, i18n)}` : text;
}
