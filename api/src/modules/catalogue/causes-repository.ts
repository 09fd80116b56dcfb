import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { causes, offerCauses, productOffers } from '../../db/schema';

export interface CauseOfferRow {
  key: string;
  urlSlug: string;
  name: string;
  description: string;
  offerKey: string;
}

/**
 * A site's causes joined with the published offers that support them, one row per cause and offer, causes in key
 * order and each cause's offers in their catalogue order. `where` narrows to one slug or one key.
 */
export async function findCauseOffers(db: Executor, siteKey: string, where: { slug?: string; key?: string } = {}): Promise<CauseOfferRow[]> {
  return db
    .select({ key: causes.key, urlSlug: causes.urlSlug, name: causes.name, description: causes.description, offerKey: productOffers.key })
    .from(causes)
    .innerJoin(offerCauses, eq(offerCauses.causeId, causes.id))
    .innerJoin(productOffers, and(eq(productOffers.id, offerCauses.offerId), eq(productOffers.published, true)))
    .where(
      and(
        eq(causes.siteKey, siteKey),
        where.slug === undefined ? undefined : eq(causes.urlSlug, where.slug),
        where.key === undefined ? undefined : eq(causes.key, where.key),
      ),
    )
    .orderBy(asc(causes.key), asc(productOffers.sortOrder), asc(productOffers.key));
}
