import type { Placement, PlacementItem } from '@drawfront/shared/contract/placement';
import { ticketPrice } from '@drawfront/shared/rules/price';
import { rankRecommendations } from '@drawfront/shared/rules/placement-ranking';
import type { HeldDraw } from '@drawfront/shared/rules/placement-ranking';
import { isTicketLine } from '@drawfront/shared/contract/cart';
import type { CartService } from '../cart/service';
import type { CatalogueService } from '../catalogue/service';
import type { PurchaseService } from '../purchase/service';
import type { SiteRecord } from '../sites/site-record';

/** Spec §9: clients may reuse a placement answer for 5 minutes. */
export const PLACEMENT_MAX_AGE_SECONDS = 5 * 60;
/** The customer's upcoming tickets read to leave out draws they hold (a customer with more is still served). */
const HELD_TICKETS_READ = 100;

export interface PlacementRequest {
  site: SiteRecord;
  subVariant: string;
  pricing: string;
  /** The cart's lines, as the client sends them (lottery_key and draw_number). */
  cart: HeldDraw[];
  /** Only these offers may be recommended (the page's `keys`); null: any the site sells. */
  keys: string[] | null;
  customerId: string | null;
}

export type PlacementService = ReturnType<typeof createPlacementService>;

/**
 * The placement service (storefront §7 `GET /placement`, `POST /placement/cart/prime`): ranks the site's
 * draws for the pre-cart drawer by the shared rule (`shared/src/rules/placement-ranking.ts`). What the
 * customer holds is read fresh each time (one indexed read), so a draw bought a minute ago is never offered.
 */
export function createPlacementService(options: { catalogue: CatalogueService; purchases: PurchaseService; carts: CartService; now: () => Date }) {
  const { catalogue, purchases, carts, now } = options;

  async function held(customerId: string, subVariant: string): Promise<HeldDraw[]> {
    const { tickets } = await purchases.tickets(customerId, subVariant, 'upcoming', HELD_TICKETS_READ, 0);
    return tickets.map((ticket) => ({ lotteryKey: ticket.lotteryKey, drawNo: ticket.drawNo }));
  }

  async function placement(request: PlacementRequest): Promise<Placement> {
    const all = await catalogue.productOffers(request.site.key, request.pricing, request.subVariant);
  const offers = request.keys === null ? all : all.filter((offer) => request.keys!.includes(offer.key));
    const holding = request.customerId ? await held(request.customerId, request.subVariant) : [];
    const ranked = rankRecommendations(offers, { cart: request.cart, held: holding, now: now() });
    return {
      placements: ranked.map(({ offer, draw, gameOffer }): PlacementItem => ({
        offerKey: offer.key,
        offerName: offer.name,
        offerUrl: offer.url,
        drawNo: draw.drawNo,
        drawDate: draw.drawDate,
        jackpot: draw.prizePool,
        jackpotSuffix: draw.prizePoolSuffix,
        gameOffer: gameOffer.key,
        numberSets: gameOffer.numberSets,
        games: gameOffer.minGames,
        price: { amount: ticketPrice(gameOffer.prices, gameOffer.minGames, 1), currency: gameOffer.priceCurrency || request.site.currency },
      })),
    };
  }

  return {
    placement,

    /**
     * `POST /placement/cart/prime` at sign-in: the placement for the customer's own cart as the server holds
     * it (the anonymous lines just merged in), so the shell can show the first drawer without waiting.
     */
    async prime(request: Omit<PlacementRequest, 'cart' | 'keys'> & { customerId: string }): Promise<Placement> {
      const cart = await carts.get(request.site, request.customerId);
      const lines = cart.cartItems.filter(isTicketLine).map((item) => ({ lotteryKey: item.lotteryKey, drawNo: item.drawNo }));
      return placement({ ...request, cart: lines, keys: null });
    },
  };
}
