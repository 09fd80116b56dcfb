import type { Placement } from '@drawfront/shared/contract/placement';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';

const OfferKey = PatternString('^[a-z0-9][a-z0-9-]{0,99}$', 'must be an offer key (lower-case letters, digits and hyphens)');
const DrawNumber = Type.Integer({ minimum: 0, maximum: 2_000_000_000 });
/** A query parameter sent once is a value, sent several times a list (`?lottery_key=a&lottery_key=b`). */
const OneOrMany = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Union([item, Type.Array(item, { maxItems: 50 })]);

/** `GET /placement` (storefront §7): the cart's lines as parallel lists of lottery_key and draw_number. */
export const PlacementQuerySchema = Type.Object({
  pricing_id: Type.Optional(PatternString('^[a-z0-9_-]{1,40}$', 'must be a pricing name')),
  branding_key: Type.Optional(Type.String({ maxLength: 100 })),
  keys: Type.Optional(OneOrMany(OfferKey)),
  customer_key: Type.Optional(Type.String({ maxLength: 100 })),
  lottery_key: Type.Optional(OneOrMany(OfferKey)),
  draw_number: Type.Optional(OneOrMany(DrawNumber)),
  segment_ids: Type.Optional(OneOrMany(Type.String({ maxLength: 100 }))),
});

export const PrimeBodySchema = Type.Object({ segmentIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })) }, { additionalProperties: false });

export const PlacementSchema = Type.Object({
  placements: Type.Array(
    Type.Object({
      offerKey: Type.String(),
      offerName: Type.String(),
      offerUrl: Type.String(),
      drawNo: Type.Integer(),
      drawDate: Type.String(),
      jackpot: Nullable(AmountSchema),
      jackpotSuffix: Nullable(Type.String()),
      gameOffer: Type.String(),
      numberSets: Type.Array(Type.Object({ key: Type.Enum(['numbers', 'powerball', 'favourites']), label: Type.String(), count: Type.Integer(), min: Type.Integer(), max: Type.Integer() })),
      games: Type.Integer(),
      price: AmountSchema,
    }),
  ),
});

assertType<SameShape<Static<typeof PlacementSchema>, Placement>>();
