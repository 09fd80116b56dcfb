import type { CartItem, CartItemAdd, GamePicks } from '@drawfront/shared/contract/cart';
import type { GameOffer, GameTypeKey } from '@drawfront/shared/contract/catalogue';
import { multiDrawCount, syndicateCost, ticketPrice } from '@drawfront/shared/rules/price';
import type { Executor } from '../../db/client';
import type { LineDraft } from '../../db/schema/json-types';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { isClosed } from '../draws/draw-status';
import { resolveBundle } from './game-types/bundle';
import type { PricedPart } from './game-types/bundle';
import { checkEntries, priceEntries } from './game-types/entries';
import { LineProblem } from './line-problem';
import { lotteryDrawStops, remainingShares } from '../syndicates/service';
import { subVariantPricingOf } from '../catalogue/service';
import { priceGameTypes, publishedPrize } from '../catalogue/sub-variant-pricing';
import type { SubVariantPricing } from '../catalogue/sub-variant-pricing';
import { findDraw, findOffer, findOfferCauseKeys, findOpenDraws } from './repository';
import type { CartItemRow, DrawRow, OfferRow } from './repository';

export { LineProblem };

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
  /** Games the line's entries cover under its game type (a System 8 entry: 28), per draw. */
  gamesCovered: number;
  /** mega_combo: each component lottery's entries and the draws they are bought for. */
  parts?: PricedPart[];
  purchaseStatus: CartItem['purchaseStatus'];
  /** Autoplay lines: the minimum jackpot a run needs (minor units), else null. */
  minimumJackpot: number | null;
  productType: CartItem['productType'];
  /** Syndicate lines: the shares bought; `unitPrice` is then the cost of them all (cost per share × shares). */
  shares?: number;
  /** Priced in a sub-variant's own pricing (the en-GB pounds): its currency and published prize rate. */
  pricing?: SubVariantPricing;
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
    minimumJackpot: row.minimumJackpotCents,
    numShares: row.numShares,
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
    minimumJackpot: body.minimumJackpotAmount ?? null,
    numShares: body.syndicate?.numShares ?? null,
  };
}

const SALEABLE = new Set(['open', 'pre_order']);

interface OfferFacts {
  offer: OfferRow;
  openDraws: DrawRow[];
  /** Syndicates: when their lottery's draw of the same number stopped selling, if it has (by draw id). */
  lotteryClosed: Map<number, Date>;
  causeKeys: string[];
  pricing: SubVariantPricing | null;
}

/**
 * Checks and prices drafts for one site at `now` (storefront §5 validation, with the shared rules).
 * Offers are read once per resolver, so pricing a whole cart costs one read per offer.
 */
/** A priced line's currency and a prize pool as its sub-variant publishes it. */
export function lineMoney(line: PricedLine, siteCurrency: string) {
  return { currency: line.pricing?.currency ?? siteCurrency, prize: (cents: number) => publishedPrize(cents, line.pricing ?? null) };
}

/** `subVariant`: price lines in that sub-variant's own pricing where it has one (carts); purchases leave it out. */
export function createLineResolver(db: Executor, siteKey: string, now: Date, subVariant: string | null = null) {
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
        const pricing = subVariant === null ? null : await subVariantPricingOf(db, offer.id, subVariant);
        const lotteryClosed = new Map<number, Date>();
        if (offer.type === 'syndicate_share') {
          for (const [drawId, stop] of await lotteryDrawStops(db, openDraws.map((draw) => draw.id))) if (stop <= now) lotteryClosed.set(drawId, stop);
        }
        const saleable = openDraws.filter((draw) => SALEABLE.has(draw.purchaseStatus) && !lotteryClosed.has(draw.id));
        return { offer, openDraws: saleable, lotteryClosed, causeKeys, pricing };
      })();
      offers.set(key, found);
    }
    return found;
  };

  return async function resolve(draft: LineDraft): Promise<PricedLine> {
    const facts = await load(draft.offerKey);
    if (!facts) throw new LineProblem(`'${draft.offerKey}' is not sold on this site.`);
    const { offer, openDraws, lotteryClosed, causeKeys, pricing } = facts;
    if (offer.availability !== 'available' || offer.suspended) throw new LineProblem(`${offer.name} is not available right now.`);
    if (offer.type === 'membership') throw new LineProblem(`${offer.name} is not sold through the cart.`);
    const gameType = offer.gameTypes.find((candidate) => candidate.key === draft.gameType);
    if (!gameType) throw new LineProblem(`${offer.name} has no '${draft.gameType}' games.`);
    const gameOffer = gameType.gameOffers.find((candidate) => candidate.key === draft.gameOfferKey);
    if (!gameOffer) throw new LineProblem(`${offer.name} has no game offer '${draft.gameOfferKey}' for ${draft.gameType} games.`);
    const prices = pricing ? priceGameTypes([gameType], pricing)[0]?.gameOffers.find((candidate) => candidate.key === gameOffer.key)?.prices : gameOffer.prices;
    if (!prices) throw new LineProblem(`${offer.name} ${draft.gameType} games are not sold on this site.`);

    // A syndicate line buys shares of the syndicate's tickets: a number of shares, never games of its own.
    const isSyndicate = draft.gameType === 'syndicate';
    const shares = draft.numShares ?? null;
    if (isSyndicate && shares === null) throw new LineProblem(`Choose how many shares of ${offer.name} to buy.`);
    if (!isSyndicate && shares !== null) throw new LineProblem(`${offer.name} ${draft.gameType} games are not bought in shares.`);
    if (isSyndicate && draft.games.length > 0) throw new LineProblem(`A share of ${offer.name} has no numbers of its own: it plays the syndicate's tickets.`);
    const count = shares ?? draft.games.length;
    if (count < gameOffer.minGames || count > gameOffer.maxGames) {
      const unit = isSyndicate ? 'shares' : 'games';
      throw new LineProblem(`Choose between ${gameOffer.minGames} and ${gameOffer.maxGames} ${unit} for ${offer.name} (got ${count}).`);
    }
    checkEntries(draft.gameType, gameOffer, draft.games);

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
      const lotteryStop = lotteryClosed.get(draw.id);
      if (lotteryStop) throw new LineProblem(`Draw ${draw.drawNo} of ${offer.name} closed at ${lotteryStop.toISOString()}, with the lottery draw it plays.`, 'draw_closed');
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

    if (isSyndicate) {
      for (const draw of covered) {
        const left = await remainingShares(db, offer, draw.id);
        if (count > left) throw new LineProblem(left === 0 ? `${offer.name} is sold out for draw ${draw.drawNo}.` : `Only ${left} shares of ${offer.name} are left for draw ${draw.drawNo}.`);
      }
    }

    // Priced from the sub-variant's own list where it has one (the GB site's pounds), by the shared rules.
    let unitPrice: number;
    let gamesCovered: number;
    if (isSyndicate) {
      try {
        // Storefront §5: "Syndicate cost = cost per share x shares"; a share's cost is the table's price for one.
        unitPrice = syndicateCost(ticketPrice(prices, 1, numDraws), count);
      } catch (error) {
        throw new LineProblem(`${offer.name}: ${(error as Error).message}.`);
      }
      gamesCovered = 0;
    } else {
      ({ unitPrice, gamesCovered } = priceEntries(offer.name, draft.gameType, { ...gameOffer, prices }, draft.games, numDraws));
    }
    const parts = draft.gameType === 'mega_combo' ? await resolveBundle(offer.name, gameOffer, draft.games, numDraws, load) : undefined;
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
      gamesCovered,
      ...(parts ? { parts } : {}),
      purchaseStatus: covered[0]!.purchaseStatus === 'pre_order' ? 'pre_order' : 'standard',
      minimumJackpot: autoplay && (draft.minimumJackpot ?? 0) > 0 ? draft.minimumJackpot! : null,
      productType,
      ...(isSyndicate ? { shares: count } : {}),
      ...(pricing ? { pricing } : {}),
    };
  };
}

export type LineResolver = ReturnType<typeof createLineResolver>;
