import type { LottoPartyConfig } from '@drawfront/shared/contract/lotto-party';

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
