import type { OfferTerms } from '@drawfront/shared/contract/terms';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { findTerms } from './repository';

/** Terms and conditions per site, offer and draw (content kept as data, seeded per site). */
export function createTermsService(db: Executor) {
  return {
    async terms(siteKey: string, offerKey: string, drawNo: number | null): Promise<OfferTerms> {
      const row = await findTerms(db, siteKey, offerKey, drawNo);
      if (!row) throw new AppError(ERROR_CODES.termsNotFound, [drawNo === null ? offerKey : `${offerKey} draw ${drawNo}`]);
      return { offerKey: row.offerKey, drawNo: row.drawNo, title: row.title, sections: row.sections, updatedAt: row.updatedAt.toISOString() };
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
