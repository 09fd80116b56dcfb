import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { CustomerMembership, GiveawayDraw, MembershipConfig } from '@drawfront/shared/contract/membership';

/** What the Membership API answers in these tests. */
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

/** A fake API routing by method and path to the handlers given; anything else fails the test loudly. */
export function fakeApi(handlers: Record<string, (request: ApiRequest) => unknown>) {
  const calls: ApiRequest[] = [];
  const request = jest.fn(async (request: ApiRequest) => {
    calls.push(request);
    const handler = handlers[`${request.method ?? 'GET'} ${request.path}`];
    if (!handler) throw new Error(`Unexpected API call ${request.method ?? 'GET'} ${request.path}`);
    return handler(request);
  });
  return { api: { request, clearCache: () => undefined } as never, calls };
}
