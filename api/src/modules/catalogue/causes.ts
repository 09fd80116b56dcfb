import type { CauseSummary } from '@drawfront/shared/contract/causes';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { findCauseOffers } from './causes-repository';
import type { CauseOfferRow } from './causes-repository';

export type CausesService = ReturnType<typeof createCausesService>;

/** Rows (one per cause and offer) folded into causes, each with its offers' keys, in the rows' order. */
function toSummaries(rows: readonly CauseOfferRow[]): CauseSummary[] {
  const byKey = new Map<string, CauseSummary>();
  for (const row of rows) {
    const summary = byKey.get(row.key) ?? { key: row.key, urlSlug: row.urlSlug, name: row.name, description: row.description, offerKeys: [] };
    summary.offerKeys.push(row.offerKey);
    byKey.set(row.key, summary);
  }
  return [...byKey.values()];
}

/**
 * The causes directory (storefront §2 `/causes`, §7 "Causes"): the causes a site's published offers support.
 * A cause no published offer supports is not listed and not found, as its page would have nothing to play.
 */
export function createCausesService(db: Executor) {
  return {
    /** `GET /causes`: every cause, or the one with `slug`; `offset` and `limit` page the answer. */
    async causes(siteKey: string, query: { slug?: string; limit?: number; offset?: number }): Promise<CauseSummary[]> {
      const all = toSummaries(await findCauseOffers(db, siteKey, query.slug === undefined ? {} : { slug: query.slug }));
      const offset = query.offset ?? 0;
      return all.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
    },

    /** `GET /causes/{key}`: one cause by key; 404 `unknown_cause` when the site has none with published offers. */
    async cause(siteKey: string, key: string): Promise<CauseSummary> {
      const [found] = toSummaries(await findCauseOffers(db, siteKey, { key }));
      if (!found) throw new AppError(ERROR_CODES.unknownCause, [key, siteKey]);
      return found;
    },
  };
}
