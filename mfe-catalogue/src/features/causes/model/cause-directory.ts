import type { Cause, ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { CauseSummary } from '@drawfront/shared/contract/causes';

/** A cause with the offers on sale that support it. */
export interface CauseEntry {
  cause: Cause;
  offers: ProductOffer[];
}

const onSale = (offer: ProductOffer) => offer.availability === 'available' && !offer.suspended;

/** Every cause the site's offers on sale support, once each, in the order offers list them, with those offers. */
export function causeDirectory(offers: readonly ProductOffer[]): CauseEntry[] {
  const entries = new Map<string, CauseEntry>();
  for (const offer of offers.filter(onSale)) {
    for (const cause of offer.causes) {
      const entry = entries.get(cause.key) ?? { cause, offers: [] };
      entry.offers.push(offer);
      entries.set(cause.key, entry);
    }
  }
  return [...entries.values()];
}

/** The cause a `/causes/{causeSlug}` segment names (its slug, or its key with hyphens for underscores, as the spec's lookup falls back). */
export function findCause(directory: readonly CauseEntry[], slug: string): CauseEntry | null {
  const wanted = slug.toLowerCase();
  return directory.find(({ cause }) => cause.urlSlug.toLowerCase() === wanted || cause.key.toLowerCase() === wanted.replace(/-/g, '_')) ?? null;
}

/**
 * The causes the API lists (`GET /causes`), each with those of its offers on sale here, in the API's order. A cause
 * none of whose offers is on sale is left out: its page would have nothing to play.
 */
export function causeEntries(causes: readonly CauseSummary[], offers: readonly ProductOffer[]): CauseEntry[] {
  const onSaleByKey = new Map(offers.filter(onSale).map((offer) => [offer.key, offer]));
  return causes.flatMap(({ offerKeys, ...cause }) => {
    const supporting = offerKeys.flatMap((key) => onSaleByKey.get(key) ?? []);
    return supporting.length > 0 ? [{ cause, offers: supporting }] : [];
  });
}
