import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offerTerms } from '../../db/schema';

export type TermsRow = typeof offerTerms.$inferSelect;

/** The offer's terms (drawNo null) or one draw's. */
export async function findTerms(db: Executor, siteKey: string, offerKey: string, drawNo: number | null): Promise<TermsRow | null> {
  const [row] = await db
    .select()
    .from(offerTerms)
    .where(and(eq(offerTerms.siteKey, siteKey), eq(offerTerms.offerKey, offerKey), drawNo === null ? isNull(offerTerms.drawNo) : eq(offerTerms.drawNo, drawNo)));
  return row ?? null;
}
