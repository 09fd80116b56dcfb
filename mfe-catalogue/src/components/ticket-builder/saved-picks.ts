import type { NumberSetKey } from '@drawfront/shared/rules/ticket-completeness';

/** A stored draft's field, as an object whose fields can be read (null for anything else). */
export function savedRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * The picks of one stored game, set by set. They are replayed through the builder's own reducer, which
 * refuses whatever today's rules do not allow (a number out of range, a set that no longer exists).
 */
export function savedPicks(game: unknown): { set: NumberSetKey; number: number }[] {
  const record = savedRecord(game);
  if (!record) return [];
  return Object.entries(record).flatMap(([set, picks]) =>
    Array.isArray(picks) ? picks.filter((pick): pick is number => Number.isInteger(pick)).map((number) => ({ set: set as NumberSetKey, number })) : [],
  );
}

/** A stored list of per-game flags, as long as the games restored. */
export function savedFlags(value: unknown, length: number): boolean[] {
  return Array.from({ length }, (_, index) => Array.isArray(value) && value[index] === true);
}
