import type { SyndicateShare, SyndicateSharesPage } from '@drawfront/shared/contract/syndicates';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';
import { PageInfoSchema, PageQuerySchema } from '../../schemas/paging';

export const ShareParamsSchema = Type.Object({ id: PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a syndicate share id (a UUID)') });
export const SharesQuerySchema = Type.Object({ ...PageQuerySchema.properties });

const Picks = Type.Optional(Type.Array(Type.Integer()));
const SummaryProperties = {
  id: Type.String(),
  checkoutId: Type.String(),
  syndicateKey: Type.String(),
  syndicateName: Type.String(),
  offerUrl: Type.String(),
  drawNo: Type.Integer(),
  drawDate: Type.String(),
  status: Type.Enum(['upcoming', 'drawn', 'scored']),
  shares: Type.Integer(),
  syndicateSize: Type.Integer(),
  sharesSold: Type.Integer(),
  price: AmountSchema,
  prize: Nullable(Type.Object({ syndicate: AmountSchema, yours: AmountSchema })),
};

export const SyndicateShareSchema = Type.Object({
  ...SummaryProperties,
  tickets: Type.Array(Type.Object({ game: Type.Object({ numbers: Picks, powerball: Picks, favourites: Picks }), division: Nullable(Type.Integer()), prize: Nullable(AmountSchema) })),
});
export const SyndicateSharesSchema = Type.Object({ shares: Type.Array(Type.Object(SummaryProperties)), pageInfo: PageInfoSchema });

assertType<SameShape<Static<typeof SyndicateShareSchema>, SyndicateShare>>();
assertType<SameShape<Static<typeof SyndicateSharesSchema>, SyndicateSharesPage>>();
