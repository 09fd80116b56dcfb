import type { Cause, Draw, ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { TtlCache } from '../../lib/ttl-cache';
import type { Tip } from '@drawfront/shared/contract/tips';
import { DEFAULT_PRICING } from '../../db/seed-data/offers';
import type { SiteRecord } from '../sites/site-record';
import { findCustomer } from '../identity/customer-records';
import { findOfferCauses, findOffers, findSubVariantPricing, findUpcomingDraws } from './repository';
import { offerTips } from './tips';
import { createCausesService } from './causes';
import { lotteryDrawStops } from '../syndicates/service';
import { priceGameTypes, publishedPrize } from './sub-variant-pricing';
import type { SubVariantPricing } from './sub-variant-pricing';
import type { DrawRow, OfferCauseRow, OfferRow } from './repository';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** A sub-variant's own pricing of one offer (the en-GB site's pounds), or null when it sells at the offer's own. */
export async function subVariantPricingOf(db: Database | Executor, offerId: number, subVariant: string): Promise<SubVariantPricing | null> {
  return (await findSubVariantPricing(db, [offerId])).find((pricing) => pricing.subVariant === subVariant) ?? null;
}

/** Each offer's pricing on `subVariant` (offer id → pricing); an offer sold at its own prices there has none. */
export async function subVariantPricingsOf(db: Database | Executor, offerIds: number[], subVariant: string): Promise<Map<number, SubVariantPricing>> {
  return new Map((await findSubVariantPricing(db, offerIds)).filter((pricing) => pricing.subVariant === subVariant).map((pricing) => [pricing.offerId, pricing]));
}

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
  pricing: SubVariantPricing[];
}

export function createCatalogueService(db: Database, now: () => Date = () => new Date()) {
  const rows = new TtlCache<OfferRows>(OFFER_ROWS_TTL_MS, () => now().getTime());

  async function loadRows(siteKey: string, pricingName: string): Promise<OfferRows> {
    const offers = await findOffers(db, siteKey, pricingName);
    if (offers.length === 0) throw new AppError(ERROR_CODES.pricingNotFound, [pricingName]);
    const ids = offers.map((offer) => offer.id);
    const [upcoming, causes, pricing] = await Promise.all([findUpcomingDraws(db, ids, now()), findOfferCauses(db, ids), findSubVariantPricing(db, ids)]);
    // A syndicate's shares stop selling when its lottery's draw does, if that is first (a draw run early).
    const syndicateIds = new Set(offers.filter((offer) => offer.type === 'syndicate_share').map((offer) => offer.id));
    const lotteryStops = await lotteryDrawStops(db, upcoming.filter((draw) => syndicateIds.has(draw.offerId)).map((draw) => draw.id));
    const draws = upcoming.map((draw) => {
      const lotteryStop = lotteryStops.get(draw.id);
      return lotteryStop && lotteryStop < draw.stop ? { ...draw, stop: lotteryStop } : draw;
    });
    return { offers, draws, causes, pricing };
  }

  return {
    // The causes directory reads its own rows: a cause page needs no draws or prices.
    ...createCausesService(db),

    /** `GET /tips`: every offer's tips, or one offer's (404 `unknown_offer` when the site does not sell it). */
    async tips(site: SiteRecord, offerKey: string | undefined): Promise<Tip[]> {
      const { offers } = await rows.get(`${site.key}\u0000${DEFAULT_PRICING}`, () => loadRows(site.key, DEFAULT_PRICING));
      const published = offers.filter((offer) => offer.published);
      const chosen = offerKey === undefined ? published : published.filter((offer) => offer.key === offerKey);
      if (offerKey !== undefined && chosen.length === 0) throw new AppError(ERROR_CODES.unknownOffer, [offerKey, site.key]);
      return chosen.flatMap((offer) => offerTips(site, offer));
    },

    /** Whether this customer may see unpublished offers (`?preview=true`): flagged, and the account still open. */
    async mayPreview(customerId: string): Promise<boolean> {
      const customer = await findCustomer(db, customerId);
      return customer !== null && customer.canPreview && customer.closedAt === null;
    },

    /**
     * The product offers a site sells under a pricing name, with their upcoming draws in draw order.
     * `url` is the offer's alias for the sub-variant when it has one (the en-GB site links its own paths);
     * prices, prize pools and their currency are the sub-variant's own pricing when it has one.
     * Unpublished offers are left out unless `preview` (the caller has checked the customer may preview).
     */
    async productOffers(siteKey: string, pricingName: string, subVariant: string, options: { preview?: boolean } = {}): Promise<ProductOffer[]> {
      const { offers: all, draws, causes, pricing } = await rows.get(`${siteKey}\u0000${pricingName}`, () => loadRows(siteKey, pricingName));
      const offers = options.preview === true ? all : all.filter((offer) => offer.published);
      const at = now().getTime();
      const drawRows = draws.filter((draw) => draw.stop.getTime() > at);
      const causeRows = causes;
      return offers.map((offer) =>
        toProductOffer(
          offer,
          drawRows.filter((draw) => draw.offerId === offer.id),
          causeRows.filter((cause) => cause.offerId === offer.id),
          subVariant,
          pricing.find((candidate) => candidate.offerId === offer.id && candidate.subVariant === subVariant) ?? null,
        ),
      );
    },
  };
}

function toProductOffer(offer: OfferRow, draws: DrawRow[], causes: OfferCauseRow[], subVariant: string, pricing: SubVariantPricing | null): ProductOffer {
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
    draws: draws.map((draw) => toDraw(draw, offer.currency, pricing)),
    causes: causes.map(toCause),
    gameTypes: priceGameTypes(offer.gameTypes, pricing),
    recurringPurchase: offer.recurringPurchase ?? null,
    recurringPurchaseInformation: offer.recurringPurchaseInformation,
    brandColour: offer.brandColour,
    tagline: offer.tagline,
  };
  if (offer.size !== null) result.size = offer.size;
  if (offer.tickets !== null) result.tickets = offer.tickets;
  return result;
}

function toDraw(draw: DrawRow, offerCurrency: string, pricing: SubVariantPricing | null): Draw {
  const currency = pricing?.currency ?? offerCurrency;
  const result: Draw = {
    drawId: String(draw.id),
    drawNo: draw.drawNo,
    stop: draw.stop.toISOString(),
    drawDate: draw.drawDate.toISOString(),
    prizePool: draw.prizePoolCents === null ? null : { amount: publishedPrize(draw.prizePoolCents, pricing), currency },
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
