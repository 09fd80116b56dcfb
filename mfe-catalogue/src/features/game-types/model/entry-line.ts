import type { CartItemAdd, GamePicks } from '@drawfront/shared/contract/cart';
import { linePrice } from '@drawfront/shared/rules/game-entries';
import type { GameDraft } from '@drawfront/shared/rules/ticket-completeness';
import type { EntryDraft } from './entry-draft';
import { fewestEntries } from './entry-draft';
import { entryCovered, quickPickEntry } from './entry-rules';
import type { EntryRules } from './entry-rules';

/** Why the line cannot go in the cart yet. */
export type EntryBlock = 'no-draw' | 'not-enough-entries' | 'bundle-incomplete' | 'day-required';

export interface LineState {
  /** Per entry: the games it covers, or null while it is not complete. */
  covered: (number | null)[];
  completeCount: number;
  /** Games the complete entries cover together. */
  gamesCovered: number;
  block: EntryBlock | null;
  /** Price of the complete entries, or of the smallest line ("from") while none is complete; null when the table has none. */
  price: number | null;
  isFromPrice: boolean;
}

const whole = (game: GameDraft): GamePicks => {
  const picks: GamePicks = {};
  for (const key of ['numbers', 'powerball', 'favourites'] as const) {
    const set = game[key]?.filter((pick): pick is number => pick !== null);
    if (set?.length) picks[key] = set;
  }
  return picks;
};

function priced(rules: EntryRules, games: GameDraft[], draws: number): number | null {
  try {
    return linePrice(rules.gameType, rules.gameOffer, games, draws);
  } catch {
    return null;
  }
}

/** The entries that go in the cart: the complete ones (a bundle goes whole or not at all). */
export function entriesToBuy(rules: EntryRules, draft: EntryDraft): GameDraft[] {
  return draft.entries.filter((game, index) => entryCovered(rules, game, index) !== null);
}

/** Everything the page shows about the line: completeness, games covered, the gate and the price, by the shared rules. */
export function lineState(rules: EntryRules, draft: EntryDraft, hasDraw: boolean): LineState {
  const covered = draft.entries.map((game, index) => entryCovered(rules, game, index));
  const completeCount = covered.filter((count) => count !== null).length;
  const gamesCovered = covered.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  const isBundle = rules.gameType === 'mega_combo';
  const ready = isBundle ? completeCount === draft.entries.length : completeCount >= fewestEntries(rules);
  const block: EntryBlock | null = !hasDraw ? 'no-draw' : !ready ? (isBundle ? 'bundle-incomplete' : 'not-enough-entries') : rules.gameOffer.days.length > 0 && !draft.day ? 'day-required' : null;
  const isFromPrice = !ready;
  const games = isFromPrice ? Array.from({ length: isBundle ? draft.entries.length : fewestEntries(rules) }, (_, index) => quickPickEntry(rules, index, draft.systemSize, () => 0)) : entriesToBuy(rules, draft);
  return { covered, completeCount, gamesCovered, block, price: priced(rules, games, draft.numDraws), isFromPrice };
}

/** The add-to-cart payload (storefront §3): no price, the server prices from its own tables. */
export function entryCartItem(rules: EntryRules, draft: EntryDraft, lottery: string, firstDrawNo: number | null): CartItemAdd {
  const entries = entriesToBuy(rules, draft);
  const item: CartItemAdd = {
    lottery,
    gameType: rules.gameType,
    gameOffer: rules.gameOffer.key,
    numDraws: draft.numDraws,
    // A random entry carries no picks: the API draws its numbers at purchase.
    games: entries.map((game) => (rules.gameType === 'random' ? {} : whole(game))),
    quickpick: rules.gameType === 'random' || (entries.length > 0 && draft.entries.every((game, index) => entryCovered(rules, game, index) === null || draft.quickPicked[index])),
  };
  if (firstDrawNo != null) item.firstDrawNo = firstDrawNo;
  if (draft.day) item.day = draft.day;
  return item;
}
