import type { Cause, Draw, ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { TtlCache } from '../../lib/ttl-cache';
import { findOfferCauses, findOffers, findUpcomingDraws } from './repository';
import type { DrawRow, OfferCauseRow, OfferRow } from './repository';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/**
 * How long a site's offer rows are reused (spec §9: most reads may be 60 s stale). Short, because a
 * draw's sales close on the minute; draws past their stop are filtered out again on every read, and
 * purchases never read this cache: they re-price and re-check draws from the database.
 */
export const OFFER_ROWS_TTL_MS = 10_000;

interface OfferRows {
  offers: OfferRow[];
  draws: DrawRow[];
  causes: OfferCauseRow[];
}

export function createCatalogueService(db: Database, now: () => Date = () => new Date()) {
  const rows = new TtlCache<OfferRows>(OFFER_ROWS_TTL_MS, () => now().getTime());

  async function loadRows(siteKey: string, pricingName: string): Promise<OfferRows> {
    const offers = await findOffers(db, siteKey, pricingName);
    if (offers.length === 0) throw new AppError(ERROR_CODES.pricingNotFound, [pricingName]);
    const ids = offers.map((offer) => offer.id);
    const [draws, causes] = await Promise.all([findUpcomingDraws(db, ids, now()), findOfferCauses(db, ids)]);
    return { offers, draws, causes };
  }

  return {
    /**
     * The product offers a site sells under a pricing name, with their upcoming draws in draw order.
     * `url` is the offer's alias for the sub-variant when it has one (the en-GB site links its own paths).
     */
    async productOffers(siteKey: string, pricingName: string, subVariant: string): Promise<ProductOffer[]> {
      const { offers, draws, causes } = await rows.get(`${siteKey}\u0000${pricingName}`, () => loadRows(siteKey, pricingName));
      const at = now().getTime();
      const drawRows = draws.filter((draw) => draw.stop.getTime() > at);
      const causeRows = causes;
      return offers.map((offer) =>
        toProductOffer(
          offer,
          drawRows.filter((draw) => draw.offerId === offer.id),
          causeRows.filter((cause) => cause.offerId === offer.id),
          subVariant,
        ),
      );
    },
  };
}

function toProductOffer(offer: OfferRow, draws: DrawRow[], causes: OfferCauseRow[], subVariant: string): ProductOffer {
  const alias = offer.urlAliases.find((candidate) => candidate.subvariant === subVariant);
  const result: ProductOffer = {
    key: offer.key,
    type: offer.type,
    name: offer.name,
    url: alias?.url ?? offer.url,
    urlAliases: offer.urlAliases,
    availability: offer.availability,
    suspended: offer.suspended,
    displayCategory: offer.displayCategory,
    draws: draws.map((draw) => toDraw(draw, offer.currency)),
    causes: causes.map(toCause),
    gameTypes: offer.gameTypes,
    recurringPurchase: offer.recurringPurchase ?? null,
    recurringPurchaseInformation: offer.recurringPurchaseInformation,
    brandColour: offer.brandColour,
    tagline: offer.tagline,
  };
  if (offer.size !== null) result.size = offer.size;
  if (offer.tickets !== null) result.tickets = offer.tickets;
  return result;
}

function toDraw(draw: DrawRow, currency: string): Draw {
  const result: Draw = {
    drawId: String(draw.id),
    drawNo: draw.drawNo,
    stop: draw.stop.toISOString(),
    drawDate: draw.drawDate.toISOString(),
    prizePool: draw.prizePoolCents === null ? null : { amount: draw.prizePoolCents, currency },
    prizePoolSuffix: draw.prizePoolSuffix,
    isPrizePoolUnknown: draw.isPrizePoolUnknown,
    purchaseStatus: draw.purchaseStatus,
  };
  if (draw.name !== null) result.name = draw.name;
  return result;
}

function toCause({ key, urlSlug, name, description }: OfferCauseRow): Cause {
  return { key, urlSlug, name, description };
}
