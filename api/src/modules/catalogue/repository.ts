import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { causes, draws, offerCauses, offerSubVariantPricing, productOffers } from '../../db/schema';
import type { SubVariantPricing } from './sub-variant-pricing';

export type OfferRow = typeof productOffers.$inferSelect;
export type DrawRow = typeof draws.$inferSelect;
export interface OfferCauseRow {
  offerId: number;
  key: string;
  urlSlug: string;
  name: string;
  description: string;
}

export async function findOffers(db: Executor, siteKey: string, pricingName: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(productOffers)
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.pricingName, pricingName)))
    .orderBy(asc(productOffers.sortOrder), asc(productOffers.key));
}

/** Draws whose sales have not stopped at `now` (nor been closed by the engine), in draw order. */
export async function findUpcomingDraws(db: Executor, offerIds: number[], now: Date): Promise<DrawRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .select()
    .from(draws)
    .where(and(inArray(draws.offerId, offerIds), gt(draws.stop, now), inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED'])))
    .orderBy(asc(draws.drawDate), asc(draws.drawNo));
}

export async function findOfferCauses(db: Executor, offerIds: number[]): Promise<OfferCauseRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .select({ offerId: offerCauses.offerId, key: causes.key, urlSlug: causes.urlSlug, name: causes.name, description: causes.description })
    .from(offerCauses)
    .innerJoin(causes, eq(causes.id, offerCauses.causeId))
    .where(inArray(offerCauses.offerId, offerIds))
    .orderBy(asc(offerCauses.sortOrder), asc(causes.key));
}

/** The sub-variants' own pricings of these offers (the en-GB site's pounds). */
export async function findSubVariantPricing(db: Executor, offerIds: number[]): Promise<SubVariantPricing[]> {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: offerSubVariantPricing.offerId,
      subVariant: offerSubVariantPricing.subVariant,
      currency: offerSubVariantPricing.currency,
      prices: offerSubVariantPricing.prices,
      prizePoolPercent: offerSubVariantPricing.prizePoolPercent,
    })
    .from(offerSubVariantPricing)
    .where(inArray(offerSubVariantPricing.offerId, offerIds));
}
