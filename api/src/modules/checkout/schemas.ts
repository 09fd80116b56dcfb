import type { DepositPurchase } from '@drawfront/shared/contract/funds';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { DepositSchema } from '../funds/schemas';
import { ReceiptSchema } from '../purchase/schemas';

/** Groups spec §7 `POST {cart}/deposit_purchase`: body deposit, purchase with channelKey, metadata, partnerKey. */
export const DepositPurchaseBodySchema = Type.Object(
  {
    deposit: Type.Object(
      {
        fundId: PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a fund id (a UUID)'),
        amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
        csc: Type.Optional(Type.String({ maxLength: 8 })),
      },
      { additionalProperties: false },
    ),
    purchase: Type.Optional(
      Type.Object(
        {
          channelKey: Type.Optional(Type.String({ maxLength: 64 })),
          metadata: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 256 }), { maxProperties: 20 })),
          partnerKey: Type.Optional(Type.String({ maxLength: 64 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type DepositPurchaseBody = Static<typeof DepositPurchaseBodySchema>;

export const DepositPurchaseSchema = Type.Object({ deposit: DepositSchema, receipt: Nullable(ReceiptSchema) });
assertType<SameShape<Static<typeof DepositPurchaseSchema>, DepositPurchase>>();
