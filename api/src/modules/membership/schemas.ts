import { ENTRY_STATUSES, GIVEAWAY_TYPES, MEMBERSHIP_STATUSES, MEMBERSHIP_TIERS } from '@drawfront/shared/contract/membership';
import type { BenefitsLink, CustomerMembership, GiveawayDraw, GiveawayPage, MembershipConfig, UpcomingMembershipDraw } from '@drawfront/shared/contract/membership';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';

const Amount = Type.Object({ amount: Type.Integer(), currency: Type.String() });
const Titled = Type.Object({ title: Type.String(), text: Type.String() });
const GiveawayTypeSchema = Type.Enum([...GIVEAWAY_TYPES]);
const EntryStatusSchema = Type.Enum([...ENTRY_STATUSES]);

export const MembershipConfigSchema = Type.Object({
  programName: Type.String(),
  programUrl: Type.String(),
  programId: Type.String(),
  programLogo: Nullable(Type.String()),
  tiers: Type.Array(
    Type.Object({
      key: Type.Enum([...MEMBERSHIP_TIERS]),
      name: Type.String(),
      description: Type.String(),
      price: Amount,
      periodDays: Nullable(Type.Integer()),
      membershipOffer: Nullable(Type.String()),
      benefits: Type.Array(Type.String()),
    }),
  ),
  giveaways: Type.Array(Type.Object({ type: GiveawayTypeSchema, title: Type.String(), description: Type.String() })),
  optIn: Titled,
  manageMembership: Titled,
  discounts: Type.Array(Type.String()),
  eligiblePricingIds: Type.Array(Type.String()),
  pastWinners: Titled,
  faq: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
  joinAll: Type.String(),
  joinPremium: Type.String(),
  memberOverview: Type.String(),
  footerDisclaimer: Type.String(),
  navigationItems: Type.Array(Type.Object({ label: Type.String(), path: Type.String() })),
});
assertType<SameShape<Static<typeof MembershipConfigSchema>, MembershipConfig>>();

export const CustomerMembershipSchema = Type.Object({
  membershipProgram: Type.String(),
  membershipStatus: Type.Enum([...MEMBERSHIP_STATUSES]),
  membershipTier: Type.Enum([...MEMBERSHIP_TIERS]),
  eligibility: Type.Enum(['eligible', 'ineligible']),
  membershipUpdated: Nullable(Type.String()),
  premium: Nullable(Type.Object({ start: Type.String(), end: Type.String(), cancelledAt: Nullable(Type.String()) })),
});
assertType<SameShape<Static<typeof CustomerMembershipSchema>, CustomerMembership>>();

// `PUT /membership` (version 3.2): membershipProgram "daily_winners", membershipStatus "member", metadata.
export const JoinBodySchema = Type.Object(
  {
    membershipProgram: Type.String({ minLength: 1, maxLength: 64 }),
    membershipStatus: Type.Enum(['member', 'non-member']),
    membershipTier: Type.Optional(Type.Enum([...MEMBERSHIP_TIERS])),
    metadata: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 256 }), { maxProperties: 20 })),
  },
  { additionalProperties: false },
);

export const UpcomingDrawSchema = Type.Object({
  drawId: Type.String(),
  entryStatus: EntryStatusSchema,
  numberOfEntriesText: Type.String(),
  entries: Type.Integer(),
  unlockRequest: Nullable(Type.Enum(['pending', 'resolved'])),
  won: Type.Boolean(),
});
assertType<SameShape<Static<typeof UpcomingDrawSchema>, UpcomingMembershipDraw>>();

const Image = Type.Object({ url: Type.String(), contentDescription: Type.String() });
const WinnerSchema = Type.Object({ name: Type.String(), prize: Amount, giveawayType: GiveawayTypeSchema, drawNumber: Type.Integer(), drawnAt: Type.String(), title: Type.String() });

export const GiveawayDrawSchema = Type.Object({
  id: Type.String(),
  externalId: Type.String(),
  number: Type.Integer(),
  type: GiveawayTypeSchema,
  open: Type.String(),
  close: Type.String(),
  title: Type.String(),
  description: Type.String(),
  images: Type.Object({ mobile: Image, desktop: Image }),
  pill: Nullable(Type.String()),
  availability: Type.Enum(['open', 'closed', 'drawn']),
  permits: Nullable(Type.String()),
  lockedContent: Nullable(Titled),
  details: Type.Object({ title: Type.String(), transferToken: Nullable(Type.String()), url: Nullable(Type.String()) }),
  prize: Amount,
  entry: Nullable(UpcomingDrawSchema),
  winners: Type.Array(WinnerSchema),
});
assertType<SameShape<Static<typeof GiveawayDrawSchema>, GiveawayDraw>>();

const PageInfo = Type.Object({ limit: Type.Integer(), offset: Type.Integer(), total: Type.Integer() });
export const GiveawayPageSchema = Type.Object({ items: Type.Array(GiveawayDrawSchema), pageInfo: PageInfo });
assertType<SameShape<Static<typeof GiveawayPageSchema>, GiveawayPage>>();
export const WinnersPageSchema = Type.Object({ items: Type.Array(WinnerSchema), pageInfo: PageInfo });

const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
};
export const GiveawayListQuerySchema = Type.Object({ status: Type.Optional(Type.Enum(['current', 'closed'])), mine: Type.Optional(Type.Boolean()), ...PageQuery }, { additionalProperties: false });
export const WinnersQuerySchema = Type.Object(PageQuery, { additionalProperties: false });

export const DrawIdParamsSchema = Type.Object({ id: PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a giveaway draw id (a UUID)') });
export const GiveawayParamsSchema = Type.Object({ giveawayType: GiveawayTypeSchema, drawNumber: Type.Integer({ minimum: 1, maximum: 99_999_999 }) });
export const EntryBodySchema = Type.Object({ entryStatus: EntryStatusSchema }, { additionalProperties: false });

export const BenefitsLinkSchema = Type.Object({ ssoUrl: Type.String() });
assertType<SameShape<Static<typeof BenefitsLinkSchema>, BenefitsLink>>();
export const BenefitsTokenParamsSchema = Type.Object({ token: Type.String({ maxLength: 64 }) });
