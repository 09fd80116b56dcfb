import type { RaffleSupport } from '@drawfront/shared/rules/raffle-support';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';

export const RaffleSupportParamsSchema = Type.Object({
  offerKey: PatternString('^[a-z0-9][a-z0-9_-]*$', 'must be an offer key (lower-case letters, digits, hyphen, underscore)', { minLength: 1, maxLength: 100 }),
});

const AmountSchema = Type.Object({ amount: Type.Integer({ minimum: 0 }), currency: Type.String() });

export const RaffleSupportSchema = Type.Object({
  offerKey: Type.String(),
  offerName: Type.String(),
  causes: Type.Array(Type.Object({ key: Type.String(), urlSlug: Type.String(), name: Type.String(), description: Type.String() })),
  draws: Type.Array(
    Type.Object({
      drawNo: Type.Integer(),
      drawDate: Type.String({ format: 'date-time' }),
      name: Nullable(Type.String()),
      ticketsSold: Type.Integer({ minimum: 0 }),
      raised: AmountSchema,
    }),
  ),
  ticketsSold: Type.Integer({ minimum: 0 }),
  total: AmountSchema,
});
assertType<SameShape<Static<typeof RaffleSupportSchema>, RaffleSupport>>();
