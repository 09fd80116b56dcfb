import type { GameOffer, GameTypeKey } from '@drawfront/shared/contract/catalogue';
import { isGameComplete } from '@drawfront/shared/rules/ticket-completeness';
import type { GameDraft, NumberSetKey } from '@drawfront/shared/rules/ticket-completeness';

/**
 * The ticket a customer is building on the play page. Picks are kept sorted and never hold blanks,
 * so a game is complete exactly when each set holds its count (the shared completeness rule).
 */
export interface TicketDraft {
  games: GameDraft[];
  /** Per game: filled by quick pick and not changed by hand since. */
  quickPicked: boolean[];
  /** The game being edited. */
  active: number;
  numDraws: number;
  day: string | null;
  causeKey: string | null;
}

export type DraftAction =
  | { type: 'toggle'; game: number; set: NumberSetKey; number: number }
  | { type: 'quick-pick'; game: number; picks: GameDraft }
  /** Quick picks for every game that is not complete yet, in order. */
  | { type: 'quick-pick-rest'; picks: GameDraft[] }
  | { type: 'clear'; game: number }
  | { type: 'add-game' }
  | { type: 'remove-game'; game: number }
  | { type: 'select-game'; game: number }
  | { type: 'draws'; numDraws: number }
  | { type: 'day'; day: string | null }
  | { type: 'cause'; causeKey: string | null };

/** The game-offer fields the draft rules need. */
export type DraftRules = Pick<GameOffer, 'numberSets' | 'minGames' | 'maxGames' | 'defaultGames' | 'drawOptions'> & { gameType: GameTypeKey };

const blankGame = (): GameDraft => ({ numbers: [] });

/** Fewest game rows a ticket shows: minGames, and never none. */
export const minRows = (rules: DraftRules) => Math.max(1, rules.minGames);

/** A fresh draft: defaultGames blank games (within minGames–maxGames), a single draw when offered. */
export function initialDraft(rules: DraftRules): TicketDraft {
  const count = Math.min(Math.max(rules.defaultGames, minRows(rules)), Math.max(rules.maxGames, minRows(rules)));
  return {
    games: Array.from({ length: count }, blankGame),
    quickPicked: Array.from({ length: count }, () => false),
    active: 0,
    numDraws: rules.drawOptions.includes(1) ? 1 : (rules.drawOptions[0] ?? 1),
    day: null,
    causeKey: null,
  };
}

/** Whether the set of a game holds its full count, so its other numbers are disabled. */
export function isSetFull(game: GameDraft, set: DraftRules['numberSets'][number]): boolean {
  return (game[set.key]?.length ?? 0) >= set.count;
}

function toggled(game: GameDraft, rules: DraftRules, key: NumberSetKey, number: number): GameDraft {
  const set = rules.numberSets.find((candidate) => candidate.key === key);
  if (!set || number < set.min || number > set.max) return game;
  const picks = (game[key] ?? []).filter((pick): pick is number => pick !== null);
  if (picks.includes(number)) return { ...game, [key]: picks.filter((pick) => pick !== number) };
  if (picks.length >= set.count) return game;
  return { ...game, [key]: [...picks, number].sort((a, b) => a - b) };
}

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] => list.map((item, i) => (i === index ? value : item));

/** The draft reducer for one game offer's rules. */
export function draftReducer(rules: DraftRules) {
  return (draft: TicketDraft, action: DraftAction): TicketDraft => {
    switch (action.type) {
      case 'toggle': {
        const game = draft.games[action.game];
        if (!game) return draft;
        const next = toggled(game, rules, action.set, action.number);
        if (next === game) return draft;
        return { ...draft, games: replaceAt(draft.games, action.game, next), quickPicked: replaceAt(draft.quickPicked, action.game, false) };
      }
      case 'quick-pick':
        if (!draft.games[action.game]) return draft;
        return { ...draft, games: replaceAt(draft.games, action.game, action.picks), quickPicked: replaceAt(draft.quickPicked, action.game, true) };
      case 'quick-pick-rest': {
        const queue = [...action.picks];
        const games = [...draft.games];
        const quickPicked = [...draft.quickPicked];
        draft.games.forEach((_, index) => {
          if (queue.length && !isGameComplete(draft.games[index]!, rules.numberSets, rules.gameType)) {
            games[index] = queue.shift()!;
            quickPicked[index] = true;
          }
        });
        return { ...draft, games, quickPicked };
      }
      case 'clear':
        if (!draft.games[action.game]) return draft;
        return { ...draft, games: replaceAt(draft.games, action.game, blankGame()), quickPicked: replaceAt(draft.quickPicked, action.game, false) };
      case 'add-game':
        if (draft.games.length >= rules.maxGames) return draft;
        return { ...draft, games: [...draft.games, blankGame()], quickPicked: [...draft.quickPicked, false], active: draft.games.length };
      case 'remove-game': {
        if (draft.games.length <= minRows(rules) || !draft.games[action.game]) return draft;
        const games = draft.games.filter((_, index) => index !== action.game);
        const active = draft.active > action.game || draft.active >= games.length ? Math.max(0, draft.active - 1) : draft.active;
        return { ...draft, games, quickPicked: draft.quickPicked.filter((_, index) => index !== action.game), active };
      }
      case 'select-game':
        return draft.games[action.game] ? { ...draft, active: action.game } : draft;
      case 'draws':
        return rules.drawOptions.includes(action.numDraws) ? { ...draft, numDraws: action.numDraws } : draft;
      case 'day':
        return { ...draft, day: action.day };
      case 'cause':
        return { ...draft, causeKey: action.causeKey };
    }
  };
}
