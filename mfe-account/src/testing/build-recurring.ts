import type { Autoplay } from '@drawfront/shared/contract/recurring';

export const AUTOPLAY_ID = '6f1c1d2e-0000-4000-8000-000000000001';
export const SUBSCRIPTION_ID = '6f1c1d2e-0000-4000-8000-000000000002';

/** A Thursday Starburst autoplay of two games, "Jackpots $2,000,000 and over" (test data builder; only tests import this file). */
export function buildAutoplay(overrides: Partial<Autoplay> = {}): Autoplay {
  return {
    autoplayId: AUTOPLAY_ID,
    kind: 'autoplay',
    productType: 'lottery_ticket',
    productOfferKey: 'thursday-starburst',
    lotteryId: 2,
    description: 'Thursday Starburst',
    gameType: 'standard',
    gameOfferName: 'thursday-starburst-standard',
    numberOfGames: 2,
    numberOfTickets: null,
    numberOfShares: null,
    games: [
      { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [1] },
      { numbers: [8, 9, 10, 11, 12, 13, 14], powerball: [2] },
    ],
    quickpick: false,
    causeKey: null,
    day: null,
    minimumJackpotAmount: { amount: 200_000_000, currency: 'AUD' },
    pricePerDraw: { amount: 280, currency: 'AUD' },
    status: 'recurring_status_active',
    pausedUntil: null,
    pauseReason: null,
    limitPause: null,
    defaultFund: { kind: 'wallet' },
    lastAttemptStatus: 'purchased',
    lastAttemptAt: '2026-11-19T08:00:00.000Z',
    nextDraw: { drawNo: 1452, drawDate: '2026-11-26T09:30:00.000Z', stop: '2026-11-26T08:00:00.000Z' },
    // Midday UTC: the same calendar day in any time zone a test runs in.
    createdAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A Dream Home raffle subscription of three tickets a draw, $30 each draw. */
export function buildSubscription(overrides: Partial<Autoplay> = {}): Autoplay {
  return buildAutoplay({
    autoplayId: SUBSCRIPTION_ID,
    kind: 'subscription',
    productType: 'raffle_ticket',
    productOfferKey: 'dream-home-raffle',
    description: 'Dream Home Raffle',
    gameOfferName: 'dream-home-raffle-tickets',
    numberOfGames: null,
    numberOfTickets: 3,
    games: [{}, {}, {}],
    causeKey: 'kids_hospital',
    minimumJackpotAmount: null,
    pricePerDraw: { amount: 3_000, currency: 'AUD' },
    lastAttemptStatus: null,
    lastAttemptAt: null,
    ...overrides,
  });
}
