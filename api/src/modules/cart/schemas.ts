import type { BlockedReasonId, Cart, CartItemAdd, CartItemChange, KindCartItemAdd, PromotionAdd } from '@drawfront/shared/contract/cart';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';

const GAME_TYPES = ['standard', 'deferred', 'powerhit', 'powerpik', 'random', 'reduced_system', 'strike_boxed', 'mega_combo', 'syndicate', 'lotto_party'] as const;
const Picks = Type.Array(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }), { maxItems: 50 });
const GamePicksSchema = Type.Object(
  { numbers: Type.Optional(Picks), powerball: Type.Optional(Picks), favourites: Type.Optional(Picks) },
  { additionalProperties: false },
);
const Games = Type.Array(GamePicksSchema, { maxItems: 200 });
const NumDraws = Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Literal('autoplay')]);
const Key = (maxLength = 100) => Type.String({ minLength: 1, maxLength });

export const CartTokenParamsSchema = Type.Object({
  token: PatternString('^[A-Za-z0-9_-]{32}$', 'must be a 32-character cart token (letters, digits, hyphen, underscore)'),
});
const ItemId = PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a cart item id (a UUID)');
export const ItemParamsSchema = Type.Object({ id: ItemId });
export const TokenItemParamsSchema = Type.Object({ token: CartTokenParamsSchema.properties.token, id: ItemId });

export const TicketItemAddSchema = Type.Object(
  {
    lottery: Key(),
    gameType: Type.Enum([...GAME_TYPES]),
    gameOffer: Key(),
    numDraws: NumDraws,
    firstDrawNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_000_000_000 })),
    games: Games,
    quickpick: Type.Boolean(),
    day: Type.Optional(Key(40)),
    causeKey: Type.Optional(Key()),
    affiliateCode: Type.Optional(Type.String({ maxLength: 100 })),
    recurringPurchase: Type.Optional(Type.Object({ enabled: Type.Boolean(), type: Type.Enum(['autoplay', 'subscription']) }, { additionalProperties: false })),
    minimumJackpotAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000_000 })),
    syndicate: Type.Optional(Type.Object({ numShares: Type.Integer({ minimum: 1, maximum: 1000 }) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

const KIND_PRODUCT_TYPES = ['social_syndicate_share', 'membership'] as const;
const KindQuantity = Type.Integer({ minimum: 1, maximum: 10_000 });

/** A line of a registered kind (storefront §3: lotto party shares, memberships): what, by key, and how many. */
export const KindItemAddSchema = Type.Object(
  { productType: Type.Enum([...KIND_PRODUCT_TYPES]), key: Key(200), quantity: KindQuantity },
  { additionalProperties: false },
);

/** `POST /cart/items`: a ticket draft, or a line of a registered kind (told apart by `productType`). */
export const CartItemAddSchema = Type.Union([TicketItemAddSchema, KindItemAddSchema]);

export const CartItemChangeSchema = Type.Object(
  { numDraws: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })), games: Type.Optional(Games), quantity: Type.Optional(KindQuantity) },
  { additionalProperties: false },
);

/** A Super Combo line's component lottery and its first draw. */
export const LinePartSchema = Type.Object({ lotteryKey: Type.String(), offerName: Type.String(), drawNo: Type.Integer(), drawDate: Type.String() });

export const CartItemSchema = Type.Object({
  id: Type.String(),
  productType: Type.Enum(['lottery_ticket', 'multi_draw_ticket', 'raffle_ticket', 'syndicate_share']),
  lotteryKey: Type.String(),
  description: Type.String(),
  drawNo: Type.Integer(),
  drawDate: Type.String(),
  drawPrizePool: Nullable(AmountSchema),
  gameType: Type.Enum([...GAME_TYPES]),
  gameOffer: Type.String(),
  numDraws: Type.Integer(),
  drawOptions: Type.Optional(Type.Array(Type.Integer())),
  numGames: Type.Integer(),
  gamesCovered: Type.Optional(Type.Integer()),
  games: Type.Array(Type.Object({ numbers: Type.Optional(Type.Array(Type.Integer())), powerball: Type.Optional(Type.Array(Type.Integer())), favourites: Type.Optional(Type.Array(Type.Integer())) })),
  quickpick: Type.Boolean(),
  causeKey: Nullable(Type.String()),
  day: Nullable(Type.String()),
  unitPrice: AmountSchema,
  quantity: Type.Integer(),
  total: AmountSchema,
  purchaseStatus: Type.Enum(['standard', 'pre_order']),
  recurringPurchase: Type.Object({ enabled: Type.Boolean(), type: Type.Enum(['autoplay', 'subscription']), availability: Type.Enum(['never', 'always', 'optional']) }),
  minimumJackpotAmount: Type.Optional(Nullable(AmountSchema)),
  syndicateKey: Type.Optional(Type.String()),
  syndicateName: Type.Optional(Type.String()),
  syndicateSize: Type.Optional(Type.Integer()),
  parts: Type.Optional(Type.Array(LinePartSchema)),
  favourite: Type.Optional(Type.Boolean()),
  hasFavouriteNumbers: Type.Optional(Type.Boolean()),
});

export const KindCartItemSchema = Type.Object({
  id: Type.String(),
  productType: Type.Enum([...KIND_PRODUCT_TYPES]),
  key: Type.String(),
  description: Type.String(),
  unitPrice: AmountSchema,
  quantity: Type.Integer(),
  total: AmountSchema,
  details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
  recurringPurchase: Nullable(CartItemSchema.properties.recurringPurchase),
});

const BLOCKED = ['spend_limit', 'verification_required', 'global_spend_limit', 'deposit_limit', 'precommitment_limit', 'play_break'] as const satisfies readonly BlockedReasonId[];

/** `POST /cart/promotion` body (`promotion_code` on the wire); a code of the wrong shape is promotion_not_added, not a bad body. */
export const PromotionAddSchema = Type.Object({ promotionCode: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

const CartPromotionSchema = Type.Object({
  id: Type.String(),
  productType: Type.Enum(['voucher_fixed_discount', 'voucher_percent_discount', 'voucher_fixed_discount_expire']),
  code: Type.String(),
  description: Type.String(),
  discount: AmountSchema,
  minSpend: Nullable(AmountSchema),
  expiresAt: Nullable(Type.String()),
});

const PromotionCreditSchema = Type.Object({ code: Type.String(), productType: Type.Literal('voucher_credit_amount'), credit: AmountSchema, balance: AmountSchema });

export const CartSchema = Type.Object({
  cartReference: Type.String(),
  cartItems: Type.Array(Type.Union([CartItemSchema, KindCartItemSchema])),
  autoRemovedItems: Type.Array(Type.Object({ id: Type.String(), reason: Type.String() })),
  cartTotal: AmountSchema,
  preOrderTotal: AmountSchema,
  requiresUnattendedPaymentMethod: Type.Boolean(),
  blockedReasons: Type.Object(Object.fromEntries(BLOCKED.map((id) => [id, Type.Optional(Type.String())])) as Record<(typeof BLOCKED)[number], ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>>),
  showRegulation: Type.Boolean(),
  promotion: Nullable(CartPromotionSchema),
  promotionCredit: Type.Optional(PromotionCreditSchema),
});

assertType<SameShape<Static<typeof TicketItemAddSchema>, CartItemAdd>>();
assertType<SameShape<Static<typeof KindItemAddSchema>, KindCartItemAdd>>();
assertType<SameShape<Static<typeof CartItemChangeSchema>, CartItemChange>>();
assertType<SameShape<Static<typeof CartSchema>, Cart>>();
assertType<SameShape<Static<typeof PromotionAddSchema>, PromotionAdd>>();
