import type { LottoPartyConfig, LottoPartyGroup, LottoPartyOrder, LottoPartySessionDetails, SessionLedger } from '@drawfront/shared/contract/lotto-party';

/** An amount in Australian cents, as the lotto party API answers money. */
export const aud = (amount: number) => ({ amount, currency: 'AUD' });

/**
 * Test data builder for the lotto party's config (STYLE.md "data builders"): one lottery with one draw on
 * sale, share prices from $1 to $50 in 10c steps, 2 to 200 shares and every creation step; tests override what they rely on.
 */
export function buildLottoPartyConfig(overrides: Partial<LottoPartyConfig> = {}): LottoPartyConfig {
  return {
    subVariant: 'AU',
    currency: 'AUD',
    sharePrice: { min: 100, max: 5000, step: 10 },
    shares: { min: 2, max: 200 },
    groupListPageSize: 6,
    pageSize: 10,
    publicityStatuses: ['private', 'promoted', 'public'],
    autosessionStatuses: ['on', 'paused', 'off'],
    creationSteps: ['name_group', 'select_draw', 'set_share_price', 'select_auto_session', 'join_session'],
    lotteries: [{ lotteryKey: 'thursday-starburst', name: 'Thursday Starburst', gamePrice: aud(140), draws: [{ drawId: 7, drawNo: 4412, drawDate: '2026-11-26T09:30:00Z', stop: '2026-11-26T08:30:00Z', lotteryKey: 'thursday-starburst', lotteryName: 'Thursday Starburst' }] }],
    ...overrides,
  };
}

/** A group as `GET /group/{id}` answers it to a member who did not create it. */
export function buildGroup(overrides: Partial<LottoPartyGroup> = {}): LottoPartyGroup {
  return {
    id: 'g-1',
    groupName: 'Office pool',
    publicityStatus: 'private',
    organiserName: 'Ada L.',
    isOrganiser: false,
    isMember: true,
    memberCount: 4,
    inviteToken: 'tok-0123456789abcdef',
    openSessionId: 's-1',
    createdAt: '2026-11-20T01:00:00Z',
    ...overrides,
  };
}

/** The ledger of a session where the caller (Ada) bought 1 share of 3 sold and one game won $15.01. */
export function buildLedger(overrides: Partial<SessionLedger> = {}): SessionLedger {
  return {
    members: [
      { order: 1, name: 'Ada L.', isMe: true, shares: 1, paid: aud(230), refund: aud(44), prizeBase: aud(500), prizeLeftover: aud(1), prize: aud(501) },
      { order: 2, name: 'Bob M.', isMe: false, shares: 2, paid: aud(460), refund: aud(86), prizeBase: aud(1000), prizeLeftover: aud(0), prize: aud(1000) },
    ],
    tickets: [{ id: 't-1', game: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [3] }, price: aud(140), division: 3, prize: aud(1501), prizeStatus: 'paid' }],
    totals: { shares: 3, paid: aud(690), spent: aud(560), refunded: aud(130), prize: aud(1501), prizeSplit: aud(1501), leftover: aud(1) },
    ...overrides,
  };
}

/** An open session of the config's draw: 4 shares at $2.30, 3 sold, 1 of them the caller's; members see its ledger. */
export function buildSession(overrides: Partial<LottoPartySessionDetails> = {}): LottoPartySessionDetails {
  return {
    sessionId: 's-1',
    groupId: 'g-1',
    groupName: 'Office pool',
    draws: buildLottoPartyConfig().lotteries[0]!.draws,
    inviteAllExistingMembers: true,
    autosessionStatus: 'off',
    status: 'open',
    sharePrice: aud(230),
    sharesTotal: 4,
    sharesSold: 3,
    sharesLeft: 1,
    myShares: 1,
    createdAt: '2026-11-20T01:00:00Z',
    ledger: buildLedger(),
    ...overrides,
  };
}

/** The caller's purchase of 1 share of `buildSession()`, with its ledger (`show_details=true`). */
export function buildOrder(overrides: Partial<LottoPartyOrder> = {}): LottoPartyOrder {
  const { ledger, ...session } = buildSession();
  return {
    id: 'o-1',
    socialSyndicateId: 's-1',
    groupId: 'g-1',
    groupName: 'Office pool',
    shares: 1,
    paid: aud(230),
    purchasedAt: '2026-11-21T01:00:00Z',
    checkoutId: 'chk-1',
    status: 'upcoming_products',
    session,
    details: ledger,
    ...overrides,
  };
}
