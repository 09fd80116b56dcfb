import type { LineDraft, PricedLine } from '../cart/lines';

/** A ticket line of a checkout as it was bought, kept so the order can be replayed with today's draws and prices. */
export type CheckoutLineDraft = LineDraft;

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
