import type { ProductOffer, ProductOffersResponse } from '@drawfront/shared/contract/catalogue';
import type { CauseSummary, CausesResponse } from '@drawfront/shared/contract/causes';
import type { Tips } from '@drawfront/shared/contract/tips';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';

const NumberSetSchema = Type.Object({
  key: Type.Enum(['numbers', 'powerball', 'favourites']),
  label: Type.String(),
  count: Type.Integer(),
  min: Type.Integer(),
  max: Type.Integer(),
});

const GameOfferSchema = Type.Object({
  key: Type.String(),
  minGames: Type.Integer(),
  maxGames: Type.Integer(),
  defaultGames: Type.Integer(),
  defaultEntryCount: Type.Integer(),
  numberSets: Type.Array(NumberSetSchema),
  prices: Type.Array(Type.Object({ games: Type.Integer(), price: Type.Integer() })),
  priceCurrency: Type.String(),
  drawOptions: Type.Array(Type.Integer()),
  days: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  systemSizes: Type.Optional(Type.Array(Type.Integer())),
  bundle: Type.Optional(
    Type.Array(
      Type.Object({ offerKey: Type.String(), offerName: Type.String(), gameType: Type.Enum(['standard', 'powerhit']), games: Type.Integer(), numberSets: Type.Array(NumberSetSchema) }),
    ),
  ),
});

const GameTypeSchema = Type.Object({
  key: Type.Enum(['standard', 'deferred', 'powerhit', 'powerpik', 'random', 'reduced_system', 'strike_boxed', 'mega_combo', 'syndicate', 'lotto_party']),
  gameOffers: Type.Array(GameOfferSchema),
});

const DrawSchema = Type.Object({
  drawId: Type.String(),
  drawNo: Type.Integer(),
  stop: Type.String({ format: 'date-time' }),
  drawDate: Type.String({ format: 'date-time' }),
  prizePool: Nullable(AmountSchema),
  prizePoolSuffix: Nullable(Type.String()),
  isPrizePoolUnknown: Type.Boolean(),
  purchaseStatus: Type.Enum(['open', 'sold_out', 'past_draw', 'pre_order']),
  name: Type.Optional(Type.String()),
});

const CauseSchema = Type.Object({ key: Type.String(), urlSlug: Type.String(), name: Type.String(), description: Type.String() });

export const CauseSummarySchema = Type.Object({ ...CauseSchema.properties, offerKeys: Type.Array(Type.String()) });
export const CausesResponseSchema = Type.Object({ causes: Type.Array(CauseSummarySchema) });
assertType<SameShape<Static<typeof CauseSummarySchema>, CauseSummary>>();
assertType<SameShape<Static<typeof CausesResponseSchema>, CausesResponse>>();
const CauseSlug = PatternString('^[a-z0-9][a-z0-9_-]*$', 'must be a cause slug (lower-case letters, digits, hyphen, underscore)', { minLength: 1, maxLength: 100 });
export const CausesQuerySchema = Type.Object(
  { slug: Type.Optional(CauseSlug), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) },
);
export const CauseParamsSchema = Type.Object({ key: PatternString('^[a-z0-9][a-z0-9_]*$', 'must be a cause key (lower-case letters, digits, underscore)', { minLength: 1, maxLength: 100 }) });

export const ProductOfferSchema = Type.Object({
  key: Type.String(),
  type: Type.Enum(['lottery_ticket', 'raffle_ticket', 'syndicate_share', 'membership']),
  name: Type.String(),
  url: Type.String(),
  urlAliases: Type.Array(Type.Object({ subvariant: Type.String(), url: Type.String() })),
  availability: Type.Enum(['available', 'unavailable']),
  suspended: Type.Boolean(),
  displayCategory: Type.String(),
  draws: Type.Array(DrawSchema),
  causes: Type.Array(CauseSchema),
  gameTypes: Type.Array(GameTypeSchema),
  recurringPurchase: Nullable(Type.Object({ type: Type.Enum(['autoplay', 'subscription']), availability: Type.Enum(['never', 'always', 'optional']) })),
  recurringPurchaseInformation: Nullable(Type.String()),
  size: Type.Optional(Type.Integer()),
  tickets: Type.Optional(Type.Integer()),
  brandColour: Type.String(),
  tagline: Type.String(),
});

export const ProductOffersResponseSchema = Type.Object({ offers: Type.Array(ProductOfferSchema) });

export const ProductOffersParamsSchema = Type.Object({
  pricingName: PatternString('^[a-z0-9][a-z0-9_-]*$', 'must be lower-case letters, digits, hyphen and underscore', { minLength: 1, maxLength: 64 }),
});

assertType<SameShape<Static<typeof ProductOfferSchema>, ProductOffer>>();
assertType<SameShape<Static<typeof ProductOffersResponseSchema>, ProductOffersResponse>>();

export const TipsQuerySchema = Type.Object({ offer: Type.Optional(PatternString('^[a-z0-9][a-z0-9-]{0,99}$', 'must be an offer key (lower-case letters, digits and hyphens)')) });
export const TipsSchema = Type.Object({
  tips: Type.Array(Type.Object({ offerKey: Type.String(), key: Type.Enum(['how_to_play', 'odds', 'draw_times']), title: Type.String(), text: Type.String() })),
});
assertType<SameShape<Static<typeof TipsSchema>, Tips>>();
