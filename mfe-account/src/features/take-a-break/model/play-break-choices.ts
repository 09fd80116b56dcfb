import { extendsPlayBreak, PLAY_BREAK_OPTIONS, playBreakEndsAt } from '@drawfront/shared/rules/play-break';
import type { PlayBreak, PlayBreakKind, PlayBreakOption } from '@drawfront/shared/rules/play-break';

/**
 * The periods the customer may choose at `now`: every one without a break in force; with one, only
 * those that end later, since a break can never be shortened (none after a permanent exclusion).
 */
export function choosablePlayBreakOptions(current: Pick<PlayBreak, 'endsAt'> | null, now: Date): PlayBreakOption[] {
  if (!current) return [...PLAY_BREAK_OPTIONS];
  return PLAY_BREAK_OPTIONS.filter((option) => extendsPlayBreak(current, playBreakEndsAt(option.period, now)));
}

/** The options of one kind, in the shared order (the page's "Take a break" and "Exclude yourself" groups). */
export function optionsOfKind(options: readonly PlayBreakOption[], kind: PlayBreakKind): PlayBreakOption[] {
  return options.filter((option) => option.kind === kind);
}
