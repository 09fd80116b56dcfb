import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { CartItemAdd, GamePicks } from '@drawfront/shared/contract/cart';
import { isGameComplete } from '@drawfront/shared/rules/ticket-completeness';
import type { GameDraft } from '@drawfront/shared/rules/ticket-completeness';
import type { DraftRules, TicketDraft } from './ticket-draft';

export interface CartItemSource {
  lottery: string;
  gameOffer: string;
  gameType: GameTypeKey;
  rules: DraftRules;
  draft: TicketDraft;
  /** A later first draw picked with `?firstDrawNo=`; left out for the next open draw. */
  firstDrawNo?: number | null;
}

function picksOf(game: GameDraft): GamePicks {
  const picks: GamePicks = {};
  for (const key of ['numbers', 'powerball', 'favourites'] as const) {
    const set = game[key];
    if (set) picks[key] = set.filter((pick): pick is number => pick !== null);
  }
  return picks;
}

/** The complete games of a draft, in order: the ticket that goes in the cart (blank or part-filled rows stay behind). */
export function completeGames(draft: TicketDraft, rules: DraftRules): { game: GameDraft; quickPicked: boolean }[] {
  return draft.games
    .map((game, index) => ({ game, quickPicked: draft.quickPicked[index] ?? false }))
    .filter(({ game }) => isGameComplete(game, rules.numberSets, rules.gameType));
}

/** The add-to-cart payload for a draft (storefront §3). No price: the server prices from its own tables. */
export function cartItemFromDraft({ lottery, gameOffer, gameType, rules, draft, firstDrawNo }: CartItemSource): CartItemAdd {
  const games = completeGames(draft, rules);
  const item: CartItemAdd = {
    lottery,
    gameType,
    gameOffer,
    numDraws: draft.numDraws,
    games: games.map(({ game }) => picksOf(game)),
    quickpick: games.length > 0 && games.every(({ quickPicked }) => quickPicked),
  };
  if (firstDrawNo != null) item.firstDrawNo = firstDrawNo;
  if (draft.day) item.day = draft.day;
  if (draft.causeKey) item.causeKey = draft.causeKey;
  return item;
}
