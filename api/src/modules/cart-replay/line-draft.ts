import type { PricedLine } from '../cart/lines';
import type { CheckoutLineDraft } from '../../db/schema/json-types';

/**
 * The draft of a bought line, without its draw: a replay buys the same games for the next draw on sale
 * (storefront §2 `/cart/replay/{replayID}`: "today's draws and prices").
 */
export function replayDraftOf(line: PricedLine): CheckoutLineDraft {
  return {
    offerKey: line.offer.key,
    gameType: line.gameType,
    gameOfferKey: line.gameOffer.key,
    numDraws: line.autoplay && line.numDraws === 1 ? 'autoplay' : line.numDraws,
    firstDrawNo: null,
    games: line.games,
    quickpick: line.quickpick,
    day: line.day,
    causeKey: line.causeKey,
    recurringEnabled: line.autoplay,
    minimumJackpot: line.minimumJackpot,
    numShares: line.shares ?? null,
  };
}
