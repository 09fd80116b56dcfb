import { VOUCHER_CODE_PATTERN, VOUCHER_TYPES } from '@drawfront/shared/rules/voucher';
import { Type } from 'typebox';
import { Nullable, PatternString } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';

/** `POST /platform/sites/{site}/vouchers` (ops): a voucher's type, code and value; money in cents, percent in basis points. */
export const NewVoucherSchema = Type.Object(
  {
    type: Type.Enum([...VOUCHER_TYPES]),
    code: PatternString(VOUCHER_CODE_PATTERN, 'must be 3 to 32 upper-case letters, digits and hyphens'),
    amountCents: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
    percentBasisPoints: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    minSpendCents: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
    maxRedemptions: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
  },
  { additionalProperties: false },
);

export const VoucherSchema = Type.Object({
  site: Type.String(),
  code: Type.String(),
  type: Type.Enum([...VOUCHER_TYPES]),
  description: Type.String(),
  amount: Nullable(AmountSchema),
  percentBasisPoints: Nullable(Type.Integer()),
  minSpend: AmountSchema,
  expiresAt: Nullable(Type.String()),
  maxRedemptions: Nullable(Type.Integer()),
  redemptions: Type.Integer(),
  createdAt: Type.String(),
});

export const VoucherListSchema = Type.Object({ vouchers: Type.Array(VoucherSchema) });
