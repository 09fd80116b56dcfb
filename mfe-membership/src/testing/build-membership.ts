import type { CustomerMembership, GiveawayDraw, MembershipConfig } from '@drawfront/shared/contract/membership';

/** Test data builders for the membership remote (STYLE.md "data builders"): the programme's config as the Membership API answers it, a customer's membership and a giveaway; tests override what they rely on. */
export const CONFIG: MembershipConfig = {
  programName: 'Daily Winners',
  programUrl: 'daily-winners',
  programId: 'daily_winners',
  programLogo: null,
  tiers: [
    { key: 'free', name: 'Free', description: 'Join and opt in.', price: { amount: 0, currency: 'AUD' }, periodDays: null, membershipOffer: null, benefits: ['1 entry in every daily giveaway'] },
    { key: 'premium', name: 'Premium', description: 'Guaranteed entries.', price: { amount: 999, currency: 'AUD' }, periodDays: 30, membershipOffer: 'daily-winners-premium', benefits: ['5 entries in every daily giveaway'] },
  ],
  giveaways: [],
  optIn: { title: '', text: '' },
  manageMembership: { title: '', text: '' },
  discounts: [],
  eligiblePricingIds: [],
  pastWinners: { title: '', text: '' },
  faq: [],
  joinAll: '',
  joinPremium: '',
  memberOverview: '',
  footerDisclaimer: '',
  navigationItems: [],
};

export const membership = (overrides: Partial<CustomerMembership> = {}): CustomerMembership => ({
  membershipProgram: 'daily_winners',
  membershipStatus: 'member',
  membershipTier: 'free',
  eligibility: 'eligible',
  membershipUpdated: '2026-11-24T09:00:00.000Z',
  premium: null,
  ...overrides,
});

export const giveaway = (overrides: Partial<GiveawayDraw> = {}): GiveawayDraw => ({
  id: '6f1c1f0e-0000-4000-8000-000000000001',
  externalId: 'monthly-202611',
  number: 202611,
  type: 'monthly',
  open: '2026-10-31T13:00:00.000Z',
  close: '2026-11-30T09:00:00.000Z',
  title: 'Monthly $1,000 giveaway',
  description: 'Unlock your entry.',
  images: { mobile: { url: '/m.svg', contentDescription: 'm' }, desktop: { url: '/d.svg', contentDescription: 'd' } },
  pill: 'Unlock to enter',
  availability: 'open',
  permits: null,
  lockedContent: null,
  details: { title: 'How', transferToken: null, url: null },
  prize: { amount: 100_000, currency: 'AUD' },
  entry: { drawId: '6f1c1f0e-0000-4000-8000-000000000001', entryStatus: 'locked', entries: 0, numberOfEntriesText: 'No entries yet', unlockRequest: null, won: false },
  winners: [],
  ...overrides,
});
