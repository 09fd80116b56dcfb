import type { BundlePart, GameOffer, GameTypeKey, NumberSet } from '@drawfront/shared/contract/catalogue';
import { entryGamesCovered } from '@drawfront/shared/rules/game-entries';
import { bundleEntryCovered } from '@drawfront/shared/rules/mega-combo';
import { POWERPIK_MIN_POWERBALLS } from '@drawfront/shared/rules/powerball-cover';
import { quickPick } from '@drawfront/shared/rules/ticket-completeness';
import type { GameDraft } from '@drawfront/shared/rules/ticket-completeness';

/** The game types built entry by entry on this feature's page (shared/src/rules/ has each one's rule). */
export type EntryGameType = Extract<GameTypeKey, 'reduced_system' | 'powerhit' | 'powerpik' | 'random' | 'strike_boxed' | 'mega_combo'>;
export const ENTRY_GAME_TYPES: ReadonlySet<GameTypeKey> = new Set<EntryGameType>(['reduced_system', 'powerhit', 'powerpik', 'random', 'strike_boxed', 'mega_combo']);
export const isEntryGameType = (gameType: GameTypeKey): gameType is EntryGameType => ENTRY_GAME_TYPES.has(gameType);

export interface EntryRules {
  gameType: EntryGameType;
  gameOffer: GameOffer;
}

/** One grid of an entry: a number set and how many picks it takes (from `min` to `set.count`). */
export interface EntryGrid {
  set: NumberSet;
  min: number;
}

const setOf = (sets: readonly NumberSet[], key: NumberSet['key']) => sets.find((set) => set.key === key);

/** The bundle part entry `index` of a mega_combo line belongs to (the line holds the parts' entries in order). */
export function bundlePartOf(rules: EntryRules, index: number): BundlePart | null {
  let start = 0;
  for (const part of rules.gameOffer.bundle ?? []) {
    if (index < start + part.games) return part;
    start += part.games;
  }
  return null;
}

/** The grids entry `index` shows; `systemSize` is the System N chosen for a reduced_system line. */
export function gridsFor(rules: EntryRules, index: number, systemSize: number): EntryGrid[] {
  const sets = rules.gameOffer.numberSets;
  const main = setOf(sets, 'numbers');
  const powerball = setOf(sets, 'powerball');
  const exactly = (set: NumberSet): EntryGrid => ({ set, min: set.count });
  switch (rules.gameType) {
    case 'reduced_system':
      return [...(main ? [exactly({ ...main, count: systemSize })] : []), ...(powerball ? [exactly(powerball)] : [])];
    case 'powerhit':
    case 'strike_boxed':
      return main ? [exactly(main)] : [];
    case 'powerpik':
      return [...(main ? [exactly(main)] : []), ...(powerball ? [{ set: { ...powerball, label: 'Powerballs', count: powerball.max - powerball.min }, min: POWERPIK_MIN_POWERBALLS }] : [])];
    case 'random':
      return [];
    case 'mega_combo': {
      const part = bundlePartOf(rules, index);
      return part ? part.numberSets.filter((set) => set.key !== 'powerball').map(exactly) : [];
    }
  }
}

/** Games entry `index` covers by its type's shared rule, or null while it is not complete. */
export function entryCovered(rules: EntryRules, game: GameDraft, index: number): number | null {
  if (rules.gameType !== 'mega_combo') return entryGamesCovered(rules.gameType, game, rules.gameOffer);
  const part = bundlePartOf(rules, index);
  return part ? bundleEntryCovered(game, part) : null;
}

/** A complete random entry for `index`: each grid filled with its fewest picks. */
export function quickPickEntry(rules: EntryRules, index: number, systemSize: number, random?: () => number): GameDraft {
  return quickPick(
    gridsFor(rules, index, systemSize).map(({ set, min }) => ({ ...set, count: min })),
    random,
  );
}
