import type { MonthlyStatement } from '@drawfront/shared/contract/statements';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { MONTH_PATTERN } from '../../lib/month-bounds';
import { assertType, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';

export const MonthParamsSchema = Type.Object({ month: PatternString(MONTH_PATTERN, 'must be a month such as 2026-11') });

export const MonthlyStatementSchema = Type.Object({
  month: Type.String(),
  periodStartsAt: Type.String(),
  periodEndsAt: Type.String(),
  inProgress: Type.Boolean(),
  openingBalance: AmountSchema,
  deposits: AmountSchema,
  spend: AmountSchema,
  winnings: AmountSchema,
  withdrawals: AmountSchema,
  refunds: AmountSchema,
  voucherCredits: AmountSchema,
  net: AmountSchema,
  closingBalance: AmountSchema,
});
assertType<SameShape<Static<typeof MonthlyStatementSchema>, MonthlyStatement>>();
