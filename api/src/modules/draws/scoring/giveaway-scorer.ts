/**
 * A giveaway entry holds the entry numbers `first`..`first + entries - 1` of its draw (entries are numbered
 * 1..N in the draw's fixed entrant order); it wins when one of the drawn numbers falls in that range.
 * Several winning numbers in one entry still make one winner: a member wins a giveaway once.
 */
export interface GiveawayEntryRange {
  first: number;
  entries: number;
}

export function scoreGiveawayEntry(entry: GiveawayEntryRange, winningNumbers: readonly number[]): { division: number | null } {
  const last = entry.first + entry.entries - 1;
  return { division: entry.entries > 0 && winningNumbers.some((number) => number >= entry.first && number <= last) ? 1 : null };
}

/**
 * Draw types scored without a prize table or game picks: a giveaway entry holds a range of its draw's entry
 * numbers, and division 1 is the giveaway's prize.
 */
export const DRAW_TYPE_SCORERS = {
  giveaway: scoreGiveawayEntry,
} as const;
