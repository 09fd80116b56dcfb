import type { NumberFrequency, NumberStatistics } from '@drawfront/shared/contract/draws';
import type { DrawMachine, DrawnNumbers } from '../../db/schema/json-types';

/** How many hot and cold numbers a set lists (contract: "at most 6"). */
export const HOT_COLD_COUNT = 6;

export interface CountedDraw {
  drawNo: number;
  drawDate: Date;
  result: DrawnNumbers | null;
}

/**
 * Frequencies per result set of the machine over `draws` (newest first): how often each ball came up,
 * when it last did, and how many draws ago. Hot: the most drawn, ties to the most recent; cold: the
 * least drawn, ties to the longest absent; each at most HOT_COLD_COUNT, none before any draw.
 */
export function numberStatistics(offerKey: string, machine: DrawMachine, draws: readonly CountedDraw[]): NumberStatistics {
  const drawsCounted = draws.length;
  const sets = machine.barrels.flatMap((barrel) =>
    barrel.sets.map((set) => {
      const numbers: NumberFrequency[] = [];
      for (let number = barrel.min; number <= barrel.max; number += 1) {
        numbers.push({ number, timesDrawn: 0, lastDrawnNo: null, lastDrawnDate: null, drawsSince: drawsCounted });
      }
      draws.forEach((draw, drawsAgo) => {
        for (const ball of draw.result?.[set.key] ?? []) {
          const entry = numbers[ball - barrel.min];
          if (!entry) continue;
          entry.timesDrawn += 1;
          if (entry.lastDrawnNo === null) Object.assign(entry, { lastDrawnNo: draw.drawNo, lastDrawnDate: draw.drawDate.toISOString(), drawsSince: drawsAgo });
        }
      });
      const hot = numbers
        .filter((entry) => entry.timesDrawn > 0)
        .sort((a, b) => b.timesDrawn - a.timesDrawn || a.drawsSince - b.drawsSince || a.number - b.number)
        .slice(0, HOT_COLD_COUNT)
        .map((entry) => entry.number);
      const cold =
        drawsCounted === 0
          ? []
          : [...numbers]
              .sort((a, b) => a.timesDrawn - b.timesDrawn || b.drawsSince - a.drawsSince || a.number - b.number)
              .slice(0, HOT_COLD_COUNT)
              .map((entry) => entry.number);
      return { key: set.key, min: barrel.min, max: barrel.max, numbers, hot, cold };
    }),
  );
  return {
    offerKey,
    drawsCounted,
    firstDrawNo: draws.at(-1)?.drawNo ?? null,
    lastDrawNo: draws[0]?.drawNo ?? null,
    sets,
  };
}
