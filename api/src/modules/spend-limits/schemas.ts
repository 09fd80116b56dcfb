import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import type { SpendLimits } from '@drawfront/shared/contract/limits';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';

const Period = Type.Enum([...SPEND_LIMIT_PERIODS]);

export const PeriodParamsSchema = Type.Object({ period: Period });
export const SpendLimitParamsSchema = Type.Object({
  id: PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a spend limit id (a UUID)'),
});

// The amount arrives as typed ("50.00"); the service applies the spec's amount messages to it.
export const SpendLimitBodySchema = Type.Object({ limit: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: false });

export const SpendLimitsSchema = Type.Object({
  availablePeriods: Type.Array(Period),
  customerLimits: Type.Array(
    Type.Object({
      id: Type.String(),
      period: Period,
      limit: AmountSchema,
      amountSpent: AmountSchema,
      periodStartsAt: Type.String(),
      periodEndsAt: Type.String(),
      pending: Nullable(Type.Object({ limit: Nullable(AmountSchema), effectiveAt: Type.String() })),
    }),
  ),
  systemLimits: Type.Array(Type.Object({ period: Period, limit: AmountSchema, amountSpent: AmountSchema })),
  coolingOffDays: Type.Integer(),
});
assertType<SameShape<Static<typeof SpendLimitsSchema>, SpendLimits>>();
