import type { LottoPartyConfig, LottoPartyGroup, LottoPartyGroupPage, LottoPartyOrder, LottoPartySessionDetails, LottoPartySessionPage } from '@drawfront/shared/contract/lotto-party';
import { GROUP_NAME_MAX, GROUP_NAME_MIN, SHARES_MAX } from '@drawfront/shared/rules/lotto-party';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';
import { PageInfoSchema } from '../../schemas/paging';

const Uuid = (what: string) => PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', `must be a ${what} id (a UUID)`);
const Publicity = Type.Enum(['private', 'promoted', 'public']);
const Autosession = Type.Enum(['on', 'paused', 'off']);
const Status = Type.Enum(['open', 'closed', 'paid', 'cancelled']);

export const PageQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) }, { additionalProperties: false });
export const GroupParams = Type.Object({ id: Uuid('group') });
export const SessionParams = Type.Object({ id: Uuid('session') });
export const OrderParams = Type.Object({ id: Uuid('order') });
export const TokenParams = Type.Object({ token: PatternString('^[A-Za-z0-9_-]{16,64}$', 'must be an invite token') });
export const DrawParams = Type.Object({ drawId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const SubVariantParams = Type.Object({ subvariant: PatternString('^[A-Za-z]{2,8}$', 'must be a sub-variant code') });
export const DetailsQuery = Type.Object({ show_details: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export const OrdersQuery = Type.Object({ status: Type.Enum(['past_products', 'upcoming_products']), ...PageQuery.properties }, { additionalProperties: false });

export const GroupBody = Type.Object(
  { groupName: Type.String({ minLength: GROUP_NAME_MIN, maxLength: GROUP_NAME_MAX, pattern: '\\S' }), publicityStatus: Type.Optional(Publicity) },
  { additionalProperties: false },
);
export const SessionBody = Type.Object(
  {
    groupId: Uuid('group'),
    inviteAllExistingMembers: Type.Boolean({ default: false }),
    lotteryKey: PatternString('^[a-z0-9-]{1,64}$', 'must be a lottery key'),
    drawNo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    /** Share price in cents. */
    sharePrice: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    sharesTotal: Type.Integer({ minimum: 1, maximum: SHARES_MAX * 10 }),
    autosessionStatus: Type.Optional(Autosession),
  },
  { additionalProperties: false },
);
export const SessionChangeBody = Type.Object({ autosessionStatus: Autosession }, { additionalProperties: false });

export const GroupSchema = Type.Object({
  id: Type.String(),
  groupName: Type.String(),
  publicityStatus: Publicity,
  organiserName: Type.String(),
  isOrganiser: Type.Boolean(),
  isMember: Type.Boolean(),
  memberCount: Type.Integer(),
  inviteToken: Nullable(Type.String()),
  openSessionId: Nullable(Type.String()),
  createdAt: Type.String(),
});
export const GroupPageSchema = Type.Object({ groups: Type.Array(GroupSchema), pageInfo: PageInfoSchema });

const DrawSchema = Type.Object({ drawId: Type.Integer(), drawNo: Type.Integer(), drawDate: Type.String(), stop: Type.String(), lotteryKey: Type.String(), lotteryName: Type.String() });
const SessionProperties = {
  sessionId: Type.String(),
  groupId: Type.String(),
  groupName: Type.String(),
  draws: Type.Array(DrawSchema),
  inviteAllExistingMembers: Type.Boolean(),
  autosessionStatus: Autosession,
  status: Status,
  sharePrice: AmountSchema,
  sharesTotal: Type.Integer(),
  sharesSold: Type.Integer(),
  sharesLeft: Type.Integer(),
  myShares: Type.Integer(),
  createdAt: Type.String(),
};
export const SessionSchema = Type.Object(SessionProperties);
export const SessionPageSchema = Type.Object({ sessions: Type.Array(SessionSchema), pageInfo: PageInfoSchema });

const GamePicksSchema = Type.Object({ numbers: Type.Optional(Type.Array(Type.Integer())), powerball: Type.Optional(Type.Array(Type.Integer())), favourites: Type.Optional(Type.Array(Type.Integer())) });
export const LedgerSchema = Type.Object({
  members: Type.Array(
    Type.Object({ order: Type.Integer(), name: Type.String(), isMe: Type.Boolean(), shares: Type.Integer(), paid: AmountSchema, refund: AmountSchema, prizeBase: AmountSchema, prizeLeftover: AmountSchema, prize: AmountSchema }),
  ),
  tickets: Type.Array(Type.Object({ id: Type.String(), game: GamePicksSchema, price: AmountSchema, division: Nullable(Type.Integer()), prize: Nullable(AmountSchema), prizeStatus: Type.Enum(['none', 'pending', 'paid', 'claim_required']) })),
  totals: Type.Object({ shares: Type.Integer(), paid: AmountSchema, spent: AmountSchema, refunded: AmountSchema, prize: AmountSchema, prizeSplit: AmountSchema, leftover: AmountSchema }),
});
export const SessionDetailsSchema = Type.Object({ ...SessionProperties, ledger: Nullable(LedgerSchema) });

export const OrderSchema = Type.Object({
  id: Type.String(),
  socialSyndicateId: Type.String(),
  groupId: Type.String(),
  groupName: Type.String(),
  shares: Type.Integer(),
  paid: AmountSchema,
  purchasedAt: Type.String(),
  checkoutId: Type.String(),
  status: Type.Enum(['upcoming_products', 'past_products']),
  session: SessionSchema,
  details: Nullable(LedgerSchema),
});
export const OrderPageSchema = Type.Object({ orders: Type.Array(OrderSchema), pageInfo: PageInfoSchema });

export const ConfigSchema = Type.Object({
  subVariant: Type.String(),
  currency: Type.String(),
  sharePrice: Type.Object({ min: Type.Integer(), max: Type.Integer(), step: Type.Integer() }),
  shares: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  groupListPageSize: Type.Integer(),
  pageSize: Type.Integer(),
  publicityStatuses: Type.Array(Publicity),
  autosessionStatuses: Type.Array(Autosession),
  creationSteps: Type.Array(Type.String()),
  lotteries: Type.Array(Type.Object({ lotteryKey: Type.String(), name: Type.String(), gamePrice: AmountSchema, draws: Type.Array(DrawSchema) })),
});

assertType<SameShape<Static<typeof GroupSchema>, LottoPartyGroup>>();
assertType<SameShape<Static<typeof GroupPageSchema>, LottoPartyGroupPage>>();
assertType<SameShape<Static<typeof SessionPageSchema>, LottoPartySessionPage>>();
assertType<SameShape<Static<typeof SessionDetailsSchema>, LottoPartySessionDetails>>();
assertType<SameShape<Static<typeof OrderSchema>, LottoPartyOrder>>();
assertType<SameShape<Static<typeof ConfigSchema>, LottoPartyConfig>>();
