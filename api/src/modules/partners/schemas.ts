import type { Partner, PartnerCart, PartnerCartBody, PartnerPurchaseBody, PartnerPurchaseResult } from '@drawfront/shared/contract/partners';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { CartSchema } from '../cart/schemas';
import { AmountSchema } from '../../schemas/money';

const Key = Type.String({ minLength: 1, maxLength: 100 });

export const PartnerParamsSchema = Type.Object({
  slug: PatternString('^[a-z0-9][a-z0-9-]{0,62}$', 'must be a partner slug (lower-case letters, digits and hyphens)'),
});

/** Groups spec §7: cartItem{lottery, raffleOffer, recurringPurchase or null, drawNumber}. */
const PartnerCartItemSchema = Type.Object(
  {
    lottery: Key,
    raffleOffer: Nullable(Key),
    recurringPurchase: Nullable(Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false })),
    drawNumber: Nullable(Type.Integer({ minimum: 0, maximum: 2_000_000_000 })),
  },
  { additionalProperties: false },
);

export const PartnerCartBodySchema = Type.Object({ cartItem: Nullable(PartnerCartItemSchema) }, { additionalProperties: false });

/** Groups spec §7 (v3.2): cartItem, deposit (depositMethodId plus other fields) or null, purchase{channelKey, partnerKey, metadata}. */
export const PartnerPurchaseBodySchema = Type.Object(
  {
    cartItem: Nullable(PartnerCartItemSchema),
    deposit: Nullable(Type.Object({ depositMethodId: Key })),
    purchase: Type.Object(
      {
        channelKey: Key,
        partnerKey: Key,
        metadata: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 500 }), { maxProperties: 20 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const PartnerSchema = Type.Object({
  key: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  siteUrl: Type.String(),
  channels: Type.Array(Type.Object({ channelKey: Type.String() })),
  product: PartnerCartItemSchema,
});

export const PartnerCartSchema = Type.Object({
  customerId: Nullable(Type.String()),
  cartTotal: AmountSchema,
  preOrderTotal: AmountSchema,
  cartItems: Type.Array(
    Type.Object({
      lotteryKey: Type.String(),
      gameOffer: Type.String(),
      recurringPurchase: Type.Object({ enabled: Type.Boolean() }),
      drawNo: Type.Integer(),
      drawDate: Type.String(),
      description: Type.String(),
      numGames: Type.Integer(),
      purchaseStatus: Type.Enum(['standard', 'pre_order']),
      total: AmountSchema,
    }),
  ),
  blockedReasons: CartSchema.properties.blockedReasons,
  requiresUnattendedPaymentMethod: Type.Boolean(),
});

export const PartnerPurchaseResultSchema = Type.Object({ purchaseId: Type.String() });

assertType<SameShape<Static<typeof PartnerCartBodySchema>, PartnerCartBody>>();
assertType<SameShape<Static<typeof PartnerSchema>, Partner>>();
assertType<SameShape<Static<typeof PartnerCartSchema>, PartnerCart>>();
assertType<SameShape<Static<typeof PartnerPurchaseResultSchema>, PartnerPurchaseResult>>();
assertType<SameShape<Static<typeof PartnerPurchaseBodySchema>, PartnerPurchaseBody>>();
