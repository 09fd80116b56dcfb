import type { Cart, CartItemAdd } from '@drawfront/shared/contract/cart';
import type { CartReplayResult } from '@drawfront/shared/contract/partners';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { createLineResolver } from '../cart/lines';
import type { CartService, CartSite } from '../cart/service';
import { findOrderOf } from './repository';
import type { CheckoutLineDraft } from '../../db/schema/json-types';

export type CartReplayService = ReturnType<typeof createCartReplayService>;

/** Why a line of a past order is not put back in the cart, when it is not a ticket line. */
export const REPLAY_REASONS = {
  notKept: 'This order was placed before orders could be replayed: add it again from its play page.',
  notTicket: 'Only tickets are replayed: buy this again from its own page.',
} as const;

/** A kept line as the cart's add call takes it (the cart prices and checks it again now). */
function addOf(draft: CheckoutLineDraft): CartItemAdd {
  return {
    lottery: draft.offerKey,
    gameType: draft.gameType,
    gameOffer: draft.gameOfferKey,
    numDraws: draft.numDraws,
    games: draft.games,
    quickpick: draft.quickpick,
    ...(draft.day ? { day: draft.day } : {}),
    ...(draft.causeKey ? { causeKey: draft.causeKey } : {}),
    ...(draft.recurringEnabled ? { recurringPurchase: { enabled: true, type: 'autoplay' as const } } : {}),
    ...(draft.minimumJackpot ? { minimumJackpotAmount: draft.minimumJackpot } : {}),
    ...(draft.numShares ? { syndicate: { numShares: draft.numShares } } : {}),
  };
}

/**
 * Replay (storefront §2 `/cart/replay/{replayID}`): a past order of this customer rebuilt in their cart with
 * today's draws and prices. Each ticket line is added as the cart's own add would (same checks, next draw on
 * sale); a line that cannot be bought now is left out with the cart's reason. Another customer's order is
 * "not found", as one that does not exist: an id says nothing about whose it is.
 */
export function createCartReplayService(db: Database, options: { now: () => Date; carts: CartService }) {
  const { carts, now } = options;
  return {
    async replay(site: CartSite, customerId: string, checkoutId: string): Promise<CartReplayResult> {
      const order = await findOrderOf(db, customerId, checkoutId);
      if (!order || order.siteKey !== site.key) throw new AppError(ERROR_CODES.checkoutNotFound, [checkoutId]);
      const result: CartReplayResult = { replayed: [], notReplayed: [], cart: null as unknown as Cart };
      const drafts = order.lineDrafts;
      // The receipt lists ticket lines first, in the order the drafts were kept, then lines of other kinds.
      order.receipt.lines.forEach((line, index) => {
        if (drafts === null) result.notReplayed.push({ lotteryKey: line.lotteryKey, description: line.productDescription, reason: REPLAY_REASONS.notKept });
        else if (index >= drafts.length) result.notReplayed.push({ lotteryKey: line.lotteryKey, description: line.productDescription, reason: REPLAY_REASONS.notTicket });
      });
      let cart: Cart | null = null;
      for (const [index, draft] of (drafts ?? []).entries()) {
        const description = order.receipt.lines[index]?.productDescription ?? draft.offerKey;
        try {
          cart = await carts.add(site, customerId, addOf(draft));
          // The draw it went in for: the next one on sale now, as the cart priced it.
          const line = await createLineResolver(db, site.key, now(), site.pricingSubVariant ?? null)({ ...draft, firstDrawNo: null });
          result.replayed.push({ lotteryKey: draft.offerKey, description: line.offer.name, drawNo: line.draws[0]!.drawNo });
        } catch (error) {
          // The cart's refusal of the line (offer gone, no draw on sale, sold out) is the reason it was not replayed.
          if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
          result.notReplayed.push({ lotteryKey: draft.offerKey, description, reason: error.message });
        }
      }
      result.cart = cart ?? (await carts.get(site, customerId));
      return result;
    },
  };
}
