import type { DepositLimits } from '@drawfront/shared/contract/deposit-limits';
import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, UuidString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';

const Period = Type.Enum([...SPEND_LIMIT_PERIODS]);

export const PeriodParamsSchema = Type.Object({ period: Period });
export const DepositLimitParamsSchema = Type.Object({
  id: UuidString(),
});

// The amount arrives as typed ("50.00"), like a spend limit's; the service applies the spec's amount messages.
export const DepositLimitBodySchema = Type.Object({ limit: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: false });

export const DepositLimitsSchema = Type.Object({
  availablePeriods: Type.Array(Period),
  customerLimits: Type.Array(
    Type.Object({
      id: Type.String(),
      period: Period,
      limit: AmountSchema,
      amountDeposited: AmountSchema,
      periodStartsAt: Type.String(),
      periodEndsAt: Type.String(),
      pending: Nullable(Type.Object({ limit: Nullable(AmountSchema), effectiveAt: Type.String() })),
    }),
  ),
  coolingOffDays: Type.Integer(),
});
assertType<SameShape<Static<typeof DepositLimitsSchema>, DepositLimits>>();
