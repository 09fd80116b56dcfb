import type { CartItem, KindCartItem } from '../contract/cart';
import { createI18n } from '../i18n/create-i18n';
import { recurringCharge, recurringOfCartItem, recurringOfKindItem } from './recurring-charge';

const words = createI18n({ locale: 'en-AU', currency: 'AUD', timeZone: 'Australia/Sydney', translations: {} });
const money = (amount: number) => ({ amount, currency: 'AUD' });
const recurs = { enabled: true, type: 'autoplay', availability: 'optional' } as const;

const ticket = (over: Partial<CartItem>): CartItem => ({
  id: 'line-1',
  productType: 'lottery_ticket',
  lotteryKey: 'saturday-super-draw',
  description: 'Saturday Super Draw',
  drawNo: 4554,
  // Saturday 13 December, 7:30 pm in Sydney.
  drawDate: '2026-12-13T08:30:00.000Z',
  drawPrizePool: null,
  gameType: 'standard',
  gameOffer: 'standard',
  numDraws: 1,
  numGames: 4,
  games: [],
  quickpick: true,
  causeKey: null,
  day: null,
  unitPrice: money(300),
  quantity: 1,
  total: money(300),
  purchaseStatus: 'standard',
  recurringPurchase: { enabled: false, type: 'autoplay', availability: 'optional' },
  ...over,
});

const membership = (over: Partial<KindCartItem>): KindCartItem => ({
  id: 'kind-1',
  productType: 'membership',
  key: 'premium',
  description: 'Daily Winners Premium',
  unitPrice: money(999),
  quantity: 1,
  total: money(999),
  details: { membershipOfferName: 'Daily Winners Premium', periodDays: 30 },
  recurringPurchase: { enabled: true, type: 'subscription', availability: 'always' },
  ...over,
});

describe('recurringCharge', () => {
  it('says a renewing membership\'s price, period and first renewal: "Then $9.99 every 30 days from 29 December"', () => {
    const facts = recurringOfKindItem(membership({}), new Date('2026-11-29T01:00:00Z'));
    expect(facts).toEqual({ kind: 'period', amount: 999, days: 30, from: '2026-12-29T01:00:00.000Z' });
    expect(recurringCharge(facts!, words)).toBe('Then $9.99 every 30 days from 29 December');
    expect(recurringCharge({ kind: 'period', amount: 150, days: 1, from: '2026-11-30T01:00:00Z' }, words)).toBe('Then $1.50 every day from 30 November');
  });

  it('says an autoplay line is charged for each draw after the one bought now, on the site\'s calendar', () => {
    const facts = recurringOfCartItem(ticket({ recurringPurchase: recurs }));
    expect(recurringCharge(facts!, words)).toBe('Then $3.00 for each draw after 13 December');
    // 11 pm UTC on 13 December is already 14 December in Sydney.
    expect(recurringCharge({ kind: 'each_draw', amount: 300, after: '2026-12-13T23:00:00Z' }, words)).toBe('Then $3.00 for each draw after 14 December');
  });

  it('names the minimum jackpot an autoplay waits for', () => {
    const facts = recurringOfCartItem(ticket({ recurringPurchase: recurs, minimumJackpotAmount: money(2_000_000_00) }));
    expect(recurringCharge(facts!, words)).toBe('Then $3.00 for each draw after 13 December whose jackpot is $2,000,000 or more');
  });

  it('says nothing for a line that does not recur', () => {
    expect(recurringOfCartItem(ticket({}))).toBeNull();
    expect(recurringOfKindItem(membership({ recurringPurchase: null }), new Date())).toBeNull();
    expect(recurringOfKindItem(membership({ details: {} }), new Date())).toBeNull();
  });
});
