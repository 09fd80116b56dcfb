import type { NumberSetKey } from '@drawfront/shared/rules/ticket-completeness';
import type { GameDraft } from '@drawfront/shared/rules/ticket-completeness';
import { gridsFor } from './entry-rules';
import type { EntryRules } from './entry-rules';

/** The line a customer is building on an entry page: entries, picks kept sorted with no blanks. */
export interface EntryDraft {
  entries: GameDraft[];
  quickPicked: boolean[];
  active: number;
  numDraws: number;
  day: string | null;
  /** reduced_system: the System N every entry of the line holds. */
  systemSize: number;
}

export type EntryAction =
  | { type: 'toggle'; entry: number; set: NumberSetKey; number: number }
  | { type: 'quick-pick'; entry: number; picks: GameDraft }
  /** Quick picks for the entries not complete yet, by index. */
  | { type: 'quick-pick-rest'; picks: ReadonlyMap<number, GameDraft> }
  | { type: 'clear'; entry: number }
  | { type: 'add-entry' }
  | { type: 'remove-entry'; entry: number }
  | { type: 'select'; entry: number }
  | { type: 'draws'; numDraws: number }
  | { type: 'day'; day: string | null }
  | { type: 'system-size'; size: number };

const blank = (): GameDraft => ({ numbers: [] });
export const fewestEntries = (rules: EntryRules) => Math.max(1, rules.gameOffer.minGames);

/** System 8 when offered (the common first system), else the smallest offered. */
export function defaultSystemSize(rules: EntryRules): number {
  const sizes = rules.gameOffer.systemSizes ?? [];
  return sizes.includes(8) ? 8 : (sizes[0] ?? 0);
}

export function initialEntryDraft(rules: EntryRules): EntryDraft {
  const { minGames, maxGames, defaultGames, drawOptions } = rules.gameOffer;
  const count = Math.min(Math.max(defaultGames, fewestEntries(rules)), Math.max(maxGames, minGames, 1));
  return {
    entries: Array.from({ length: count }, blank),
    quickPicked: Array.from({ length: count }, () => false),
    active: 0,
    numDraws: drawOptions.includes(1) ? 1 : (drawOptions[0] ?? 1),
    day: null,
    systemSize: defaultSystemSize(rules),
  };
}

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] => list.map((item, i) => (i === index ? value : item));

function toggled(game: GameDraft, rules: EntryRules, draft: EntryDraft, index: number, key: NumberSetKey, number: number): GameDraft {
  const grid = gridsFor(rules, index, draft.systemSize).find((candidate) => candidate.set.key === key);
  if (!grid || number < grid.set.min || number > grid.set.max) return game;
  const picks = (game[key] ?? []).filter((pick): pick is number => pick !== null);
  if (picks.includes(number)) return { ...game, [key]: picks.filter((pick) => pick !== number) };
  if (picks.length >= grid.set.count) return game;
  return { ...game, [key]: [...picks, number].sort((a, b) => a - b) };
}

/** Picks of the Numbers set beyond a smaller system size are dropped, highest first. */
function trimmed(game: GameDraft, size: number): GameDraft {
  return { ...game, numbers: game.numbers.filter((pick) => pick !== null).slice(0, size) };
}

export function entryReducer(rules: EntryRules) {
  const { maxGames } = rules.gameOffer;
  return (draft: EntryDraft, action: EntryAction): EntryDraft => {
    switch (action.type) {
      case 'toggle': {
        const game = draft.entries[action.entry];
        if (!game) return draft;
        const next = toggled(game, rules, draft, action.entry, action.set, action.number);
        if (next === game) return draft;
        return { ...draft, entries: replaceAt(draft.entries, action.entry, next), quickPicked: replaceAt(draft.quickPicked, action.entry, false) };
      }
      case 'quick-pick':
        if (!draft.entries[action.entry]) return draft;
        return { ...draft, entries: replaceAt(draft.entries, action.entry, action.picks), quickPicked: replaceAt(draft.quickPicked, action.entry, true) };
      case 'quick-pick-rest':
        return {
          ...draft,
          entries: draft.entries.map((game, index) => action.picks.get(index) ?? game),
          quickPicked: draft.quickPicked.map((picked, index) => (action.picks.has(index) ? true : picked)),
        };
      case 'clear':
        if (!draft.entries[action.entry]) return draft;
        return { ...draft, entries: replaceAt(draft.entries, action.entry, blank()), quickPicked: replaceAt(draft.quickPicked, action.entry, false) };
      case 'add-entry':
        if (draft.entries.length >= maxGames) return draft;
        return { ...draft, entries: [...draft.entries, blank()], quickPicked: [...draft.quickPicked, false], active: draft.entries.length };
      case 'remove-entry': {
        if (draft.entries.length <= fewestEntries(rules) || !draft.entries[action.entry]) return draft;
        const entries = draft.entries.filter((_, index) => index !== action.entry);
        const active = draft.active > action.entry || draft.active >= entries.length ? Math.max(0, draft.active - 1) : draft.active;
        return { ...draft, entries, quickPicked: draft.quickPicked.filter((_, index) => index !== action.entry), active };
      }
      case 'select':
        return draft.entries[action.entry] ? { ...draft, active: action.entry } : draft;
      case 'draws':
        return rules.gameOffer.drawOptions.includes(action.numDraws) ? { ...draft, numDraws: action.numDraws } : draft;
      case 'day':
        return { ...draft, day: action.day };
      case 'system-size':
        if (!(rules.gameOffer.systemSizes ?? []).includes(action.size)) return draft;
        return { ...draft, systemSize: action.size, entries: draft.entries.map((game) => trimmed(game, action.size)) };
    }
  };
}
