import type { CartItem, CartItemAdd, GamePicks } from '@drawfront/shared/contract/cart';
import type { GameOffer, GameTypeKey } from '@drawfront/shared/contract/catalogue';
import { multiDrawCount, ticketPrice } from '@drawfront/shared/rules/price';
import { isGameComplete } from '@drawfront/shared/rules/ticket-completeness';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { isClosed } from '../draws/draw-status';
import { findDraw, findOffer, findOfferCauseKeys, findOpenDraws } from './repository';
import type { CartItemRow, DrawRow, OfferRow } from './repository';

/** A ticket draft as a cart line holds it, before the server prices it. */
export interface LineDraft {
  offerKey: string;
  gameType: GameTypeKey;
  gameOfferKey: string;
  numDraws: number | 'autoplay';
  firstDrawNo?: number | null;
  games: GamePicks[];
  quickpick: boolean;
  day?: string | null;
  causeKey?: string | null;
  recurringEnabled?: boolean;
}

/** A draft checked against the site's catalogue and priced from the server's price table. */
export interface PricedLine {
  offer: OfferRow;
  gameOffer: GameOffer;
  gameType: GameTypeKey;
  /** The draws the line buys, first one first. */
  draws: DrawRow[];
  numDraws: number;
  autoplay: boolean;
  games: GamePicks[];
  quickpick: boolean;
  day: string | null;
  causeKey: string | null;
  /** Price of the games for one draw × draws (storefront §5), in minor units; quantity is 1. */
  unitPrice: number;
  purchaseStatus: CartItem['purchaseStatus'];
  productType: CartItem['productType'];
}

/** Why a draft cannot be bought; `drawClosed` when its draw's sales have stopped. */
export class LineProblem extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'draw_closed' = 'invalid',
  ) {
    super(message);
    this.name = 'LineProblem';
  }
}

/** The invalid-line answer: spec §8 "Cart add 4xx: the first error message under field 'this'". */
export function lineError(problem: LineProblem): AppError {
  return new AppError(ERROR_CODES.invalidCartItem, [problem.message], { errors: { this: [problem.message] } });
}

/** The draft a stored cart line holds (a one-draw autoplay line is the `autoplay` draw count). */
export function draftOf(row: CartItemRow): LineDraft {
  return {
    offerKey: row.offerKey,
    gameType: row.gameType,
    gameOfferKey: row.gameOfferKey,
    numDraws: row.autoplay && row.numDraws === 1 ? 'autoplay' : row.numDraws,
    firstDrawNo: row.firstDrawNo,
    games: row.games,
    quickpick: row.quickpick,
    day: row.day,
    causeKey: row.causeKey,
    recurringEnabled: row.autoplay,
  };
}

/** The draft of a line as a cart add or a "buy now" purchase sends it. */
export function draftOfAdd(body: CartItemAdd): LineDraft {
  return {
    offerKey: body.lottery,
    gameType: body.gameType,
    gameOfferKey: body.gameOffer,
    numDraws: body.numDraws,
    firstDrawNo: body.firstDrawNo ?? null,
    games: body.games,
    quickpick: body.quickpick,
    day: body.day ?? null,
    causeKey: body.causeKey ?? null,
    recurringEnabled: body.recurringPurchase?.enabled ?? false,
  };
}

const SALEABLE = new Set(['open', 'pre_order']);

interface OfferFacts {
  offer: OfferRow;
  openDraws: DrawRow[];
  causeKeys: string[];
}

/**
 * Checks and prices drafts for one site at `now` (storefront §5 validation, with the shared rules).
 * Offers are read once per resolver, so pricing a whole cart costs one read per offer.
 */
export function createLineResolver(db: Executor, siteKey: string, now: Date) {
  const offers = new Map<string, Promise<OfferFacts | null>>();
  const load = (key: string) => {
    let found = offers.get(key);
    if (!found) {
      found = (async () => {
        const offer = await findOffer(db, siteKey, key);
        if (!offer) return null;
        // One after the other: `db` may be a transaction's single connection, which runs one query at a time.
        const openDraws = await findOpenDraws(db, offer.id, now);
        const causeKeys = await findOfferCauseKeys(db, offer.id);
        return { offer, openDraws: openDraws.filter((draw) => SALEABLE.has(draw.purchaseStatus)), causeKeys };
      })();
      offers.set(key, found);
    }
    return found;
  };

  return async function resolve(draft: LineDraft): Promise<PricedLine> {
    const facts = await load(draft.offerKey);
    if (!facts) throw new LineProblem(`'${draft.offerKey}' is not sold on this site.`);
    const { offer, openDraws, causeKeys } = facts;
    if (offer.availability !== 'available' || offer.suspended) throw new LineProblem(`${offer.name} is not available right now.`);
    if (offer.type === 'membership') throw new LineProblem(`${offer.name} is not sold through the cart.`);
    const gameType = offer.gameTypes.find((candidate) => candidate.key === draft.gameType);
    if (!gameType) throw new LineProblem(`${offer.name} has no '${draft.gameType}' games.`);
    const gameOffer = gameType.gameOffers.find((candidate) => candidate.key === draft.gameOfferKey);
    if (!gameOffer) throw new LineProblem(`${offer.name} has no game offer '${draft.gameOfferKey}' for ${draft.gameType} games.`);

    const count = draft.games.length;
    if (count < gameOffer.minGames || count > gameOffer.maxGames) {
      throw new LineProblem(`Choose between ${gameOffer.minGames} and ${gameOffer.maxGames} games for ${offer.name} (got ${count}).`);
    }
    draft.games.forEach((game, index) => {
      if (!isGameComplete({ ...game, numbers: game.numbers ?? [] }, gameOffer.numberSets, draft.gameType)) {
        const sets = gameOffer.numberSets.map((set) => `${set.count} ${set.label} from ${set.min} to ${set.max}`).join(' and ');
        throw new LineProblem(`Game ${index + 1} is not complete: pick ${sets}, with no repeats.`);
      }
    });

    const autoplay = draft.numDraws === 'autoplay' || draft.recurringEnabled === true;
    if (autoplay && (offer.recurringPurchase === null || offer.recurringPurchase.availability === 'never')) {
      throw new LineProblem(`${offer.name} cannot be bought as autoplay.`);
    }
    const numDraws = multiDrawCount(draft.numDraws);
    if (!gameOffer.drawOptions.includes(numDraws)) {
      throw new LineProblem(`${offer.name} is sold for ${gameOffer.drawOptions.join(', ')} draws, not ${numDraws}.`);
    }

    const firstIndex = draft.firstDrawNo == null ? 0 : openDraws.findIndex((draw) => draw.drawNo === draft.firstDrawNo);
    if (firstIndex < 0 || openDraws.length === 0) {
      const drawNo = draft.firstDrawNo;
      const draw = drawNo == null ? null : await findDraw(db, offer.id, drawNo);
      if (!draw) throw new LineProblem(drawNo == null ? `${offer.name} has no draw open for sale.` : `${offer.name} has no draw ${drawNo}.`);
      if (draw.stop <= now || isClosed(draw.status)) throw new LineProblem(`Draw ${draw.drawNo} of ${offer.name} closed at ${draw.stop.toISOString()}.`, 'draw_closed');
      throw new LineProblem(`Draw ${draw.drawNo} of ${offer.name} is not open for sale (${draw.purchaseStatus.replace('_', ' ')}).`);
    }
    const covered = openDraws.slice(firstIndex, firstIndex + numDraws);
    if (covered.length < numDraws) {
      throw new LineProblem(`Only ${covered.length} draws of ${offer.name} are scheduled from draw ${covered[0]!.drawNo}; choose fewer draws.`);
    }

    const day = draft.day ?? null;
    if (gameOffer.days.length > 0) {
      if (day === null) throw new LineProblem(`Choose a draw day for ${offer.name}.`);
      if (!gameOffer.days.some((option) => option.key === day)) throw new LineProblem(`'${day}' is not a draw day of ${offer.name}.`);
    } else if (day !== null) {
      throw new LineProblem(`${offer.name} has no draw days to choose from.`);
    }
    const causeKey = draft.causeKey ?? null;
    if (causeKeys.length > 0) {
      if (causeKey === null) throw new LineProblem(`Choose a cause to support with ${offer.name}.`);
      if (!causeKeys.includes(causeKey)) throw new LineProblem(`'${causeKey}' is not a cause of ${offer.name}.`);
    } else if (causeKey !== null) {
      throw new LineProblem(`${offer.name} supports no cause.`);
    }

    let unitPrice: number;
    try {
      unitPrice = ticketPrice(gameOffer.prices, count, numDraws);
    } catch (error) {
      throw new LineProblem(`${offer.name}: ${(error as Error).message}.`);
    }
    const productType: CartItem['productType'] =
      offer.type === 'lottery_ticket' ? (numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket') : offer.type === 'raffle_ticket' ? 'raffle_ticket' : 'syndicate_share';
    return {
      offer,
      gameOffer,
      gameType: draft.gameType,
      draws: covered,
      numDraws,
      autoplay,
      games: draft.games,
      quickpick: draft.quickpick,
      day,
      causeKey,
      unitPrice,
      purchaseStatus: covered[0]!.purchaseStatus === 'pre_order' ? 'pre_order' : 'standard',
      productType,
    };
  };
}

export type LineResolver = ReturnType<typeof createLineResolver>;
