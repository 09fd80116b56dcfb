import type { CartItemAdd } from '@drawfront/shared/contract/cart';
import { initialRecurringChoice, minimumJackpotCents, recurringOffered, withRecurring } from './recurring-choice';

const item: CartItemAdd = { lottery: 'thursday-starburst', gameType: 'standard', gameOffer: 'thursday-starburst-standard', numDraws: 1, games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [1] }], quickpick: false };
const lottery = { type: 'lottery_ticket' as const, recurringPurchase: { type: 'autoplay' as const, availability: 'optional' as const } };
const raffle = { type: 'raffle_ticket' as const, recurringPurchase: { type: 'subscription' as const, availability: 'always' as const } };

describe('recurring choice', () => {
  it('is offered unless the offer says never (or has no recurring purchase)', () => {
    expect(recurringOffered(lottery)).toBe(true);
    expect(recurringOffered({ recurringPurchase: { type: 'autoplay', availability: 'never' } })).toBe(false);
    expect(recurringOffered({ recurringPurchase: null })).toBe(false);
  });

  it('starts on only when the offer is always sold that way', () => {
    expect(initialRecurringChoice(raffle).enabled).toBe(true);
    expect(initialRecurringChoice(lottery).enabled).toBe(false);
  });

  it('reads a minimum jackpot in dollars, empty for none', () => {
    expect(minimumJackpotCents('2000000')).toBe(200_000_000);
    expect(minimumJackpotCents('$2,000,000')).toBe(200_000_000);
    expect(minimumJackpotCents('  ')).toBeNull();
    expect(minimumJackpotCents('lots')).toBeUndefined();
    expect(minimumJackpotCents('0')).toBeUndefined();
  });

  it('makes a lottery line an autoplay with its minimum jackpot', () => {
    expect(withRecurring({ ...item, numDraws: 5 }, { enabled: true, minimumJackpot: '1000000' }, lottery)).toEqual({
      ...item,
      numDraws: 'autoplay',
      recurringPurchase: { enabled: true, type: 'autoplay' },
      minimumJackpotAmount: 100_000_000,
    });
  });

  it('makes a raffle line a subscription, with no minimum jackpot, and leaves a line alone when off', () => {
    expect(withRecurring(item, { enabled: true, minimumJackpot: '5' }, raffle)).toEqual({ ...item, recurringPurchase: { enabled: true, type: 'subscription' } });
    expect(withRecurring(item, { enabled: false, minimumJackpot: '5' }, lottery)).toBe(item);
  });
});
