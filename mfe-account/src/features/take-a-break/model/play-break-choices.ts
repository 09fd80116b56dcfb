import { extendsPlayBreak, PLAY_BREAK_OPTIONS, playBreakEndsAt } from '@drawfront/shared/rules/play-break';
import type { PlayBreak, PlayBreakKind, PlayBreakOption } from '@drawfront/shared/rules/play-break';

/**
 * How much later a new period must end for the page to offer it as "longer". The API accepts any later
 * end (a break can never be shortened); the page leaves out choices that would add minutes, such as the
 * same 7 days again a moment after confirming them, which read as a longer break and are not.
 */
export const MIN_EXTENSION_MS = 24 * 3_600_000;

/**
 * The periods the customer may choose at `now`: every one without a break in force; with one, only
 * those that end at least a day later, since a break can never be shortened (none after a permanent exclusion).
 */
export function choosablePlayBreakOptions(current: Pick<PlayBreak, 'endsAt'> | null, now: Date): PlayBreakOption[] {
  if (!current) return [...PLAY_BREAK_OPTIONS];
  if (current.endsAt === null) return [];
  const earliest = new Date(Date.parse(current.endsAt) + MIN_EXTENSION_MS);
  return PLAY_BREAK_OPTIONS.filter((option) => {
    const end = playBreakEndsAt(option.period, now);
    return extendsPlayBreak(current, end) && (end === null || end.getTime() >= earliest.getTime());
  });
}

/** The options of one kind, in the shared order (the page's "Take a break" and "Exclude yourself" groups). */
export function optionsOfKind(options: readonly PlayBreakOption[], kind: PlayBreakKind): PlayBreakOption[] {
  return options.filter((option) => option.kind === kind);
}
