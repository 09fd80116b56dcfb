import type { CartItem, KindCartItem } from '../contract/cart';
import type { ReceiptLine, Ticket } from '../contract/purchase';
import { createI18n } from '../i18n/create-i18n';
import { factsOfCartItem, factsOfKindItem, factsOfReceiptLine, factsOfTicket } from './line-sources';
import { presentLine } from './present-line';

const words = createI18n({ locale: 'en-AU', currency: 'AUD', timeZone: 'Australia/Sydney', translations: {} });
const money = (amount: number) => ({ amount, currency: 'AUD' });

const cartItem = (over: Partial<CartItem>): CartItem => ({
  id: 'line-1',
  productType: 'lottery_ticket',
  lotteryKey: 'saturday-super-draw',
  description: 'Saturday Super Draw',
  drawNo: 4554,
  drawDate: '2026-12-12T08:30:00.000Z',
  drawPrizePool: null,
  gameType: 'standard',
  gameOffer: 'standard',
  numDraws: 1,
  numGames: 4,
  games: [{ numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [7, 8, 9, 10, 11, 12] }, { numbers: [13, 14, 15, 16, 17, 18] }, { numbers: [19, 20, 21, 22, 23, 24] }],
  quickpick: false,
  causeKey: null,
  day: null,
  unitPrice: money(300),
  quantity: 1,
  total: money(300),
  purchaseStatus: 'standard',
  recurringPurchase: { enabled: false, type: 'autoplay', availability: 'never' },
  ...over,
});

const receiptLine = (over: Partial<ReceiptLine>): ReceiptLine => ({
  lotteryKey: 'saturday-super-draw',
  productDescription: 'Saturday Super Draw',
  drawNo: 4554,
  drawDate: '2026-12-12T08:30:00.000Z',
  numDraws: 1,
  numGames: 4,
  purchasePrice: money(300),
  purchaseStatus: 'standard',
  ...over,
});

const kindItem = (over: Partial<KindCartItem>): KindCartItem => ({ id: 'kind-1', productType: 'membership', key: 'premium', description: 'Daily Winners Premium', unitPrice: money(999), quantity: 1, total: money(999), details: {}, recurringPurchase: null, ...over });

describe('presentLine', () => {
  it('words raffle tickets with their numbers: "3 raffle tickets (nos. 1041–1043)"', () => {
    expect(presentLine(factsOfReceiptLine(receiptLine({ productType: 'raffle_ticket', numGames: 3, entryNos: [1042, 1041, 1043] })), words)).toEqual({ label: '3 raffle tickets (nos. 1041–1043)', quantity: 3, unit: 'raffle tickets' });
    expect(presentLine({ kind: 'raffle', tickets: 1, entryNos: [77] }, words)).toEqual({ label: '1 raffle ticket (no. 77)', quantity: 1, unit: 'raffle ticket' });
    expect(presentLine({ kind: 'raffle', tickets: 2, entryNos: [5, 9] }, words).label).toBe('2 raffle tickets (nos. 5, 9)');
    // In the cart the numbers are not issued yet.
    expect(presentLine(factsOfCartItem(cartItem({ productType: 'raffle_ticket', numGames: 3 })), words).label).toBe('3 raffle tickets');
  });

  it('words a syndicate share with the syndicate size and draw: "1 share of 50 in Super Draw Syndicate, draw 4552"', () => {
    const item = cartItem({ productType: 'syndicate_share', gameType: 'syndicate', drawNo: 4552, quantity: 1, syndicateName: 'Super Draw Syndicate', syndicateSize: 50, numGames: 0, games: [] });
    expect(presentLine(factsOfCartItem(item), words)).toEqual({ label: '1 share of 50 in Super Draw Syndicate, draw 4552', quantity: 1, unit: 'share' });
    expect(presentLine(factsOfReceiptLine(receiptLine({ productType: 'syndicate_share', drawNo: 4552, numGames: 2, syndicateName: 'Super Draw Syndicate' })), words).label).toBe('2 shares in Super Draw Syndicate, draw 4552');
  });

  it('words lotto party shares by their group: "2 shares in Walkers Office Pool"', () => {
    const item = kindItem({ productType: 'social_syndicate_share', key: 'session-1', description: 'Lotto party shares', quantity: 2, details: { groupName: 'Walkers Office Pool', drawNo: 4554 } });
    expect(presentLine(factsOfKindItem(item, new Date()), words)).toEqual({ label: '2 shares in Walkers Office Pool', quantity: 2, unit: 'shares' });
    expect(presentLine(factsOfReceiptLine(receiptLine({ productType: 'social_syndicate_share', numGames: 2, details: { groupName: 'Walkers Office Pool' } })), words).label).toBe('2 shares in Walkers Office Pool');
  });

  it('words a recurring membership with its period, renewal date and price: "Daily Winners Premium, 30 days, renews on 29 December at $9.99"', () => {
    const item = kindItem({ details: { membershipOfferName: 'Daily Winners Premium', periodDays: 30 }, recurringPurchase: { enabled: true, type: 'subscription', availability: 'always' } });
    expect(presentLine(factsOfKindItem(item, new Date('2026-11-29T01:00:00Z')), words)).toEqual({ label: 'Daily Winners Premium, 30 days, renews on 29 December at $9.99', quantity: 1, unit: 'membership' });
    // Not recurring: no renewal to promise.
    expect(presentLine(factsOfKindItem({ ...item, recurringPurchase: null }, new Date('2026-11-29T01:00:00Z')), words).label).toBe('Daily Winners Premium, 30 days');
    // A receipt says what the purchase said then, and never "draw 0".
    const line = receiptLine({ productType: 'membership', drawNo: 0, numGames: 1, details: { membershipOfferName: 'Daily Winners Premium', periodDays: 30 }, renewal: { amount: money(999), at: '2026-12-29T01:00:00Z' } });
    expect(presentLine(factsOfReceiptLine(line), words).label).toBe('Daily Winners Premium, 30 days, renews on 29 December at $9.99');
  });

  it('words a system entry by its size and the games it covers: "System 8 (28 games)"', () => {
    const item = cartItem({ gameType: 'reduced_system', numGames: 1, gamesCovered: 28, games: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }] });
    expect(presentLine(factsOfCartItem(item), words)).toEqual({ label: 'System 8 (28 games)', quantity: 28, unit: 'games' });
    expect(presentLine({ kind: 'lottery', gameType: 'powerhit', games: [{ numbers: [1, 2, 3, 4, 5, 6, 7] }], gamesCovered: 20 }, words).label).toBe('PowerHit (20 games)');
  });

  it('words standard games by their count, on every surface', () => {
    expect(presentLine(factsOfCartItem(cartItem({})), words)).toEqual({ label: '4 games', quantity: 4, unit: 'games' });
    expect(presentLine(factsOfReceiptLine(receiptLine({ numGames: 1 })), words)).toEqual({ label: '1 game', quantity: 1, unit: 'game' });
    const ticket: Ticket = { id: 't', checkoutId: 'c', lotteryKey: 'saturday-super-draw', offerName: 'Saturday Super Draw', offerUrl: 'saturday-super-draw', drawNo: 4554, drawDate: '2026-12-12T08:30:00.000Z', games: cartItem({}).games, gameType: 'standard', gamesCovered: 4, price: money(300), status: 'upcoming', drawStatus: 'DRAW_OPEN', outcome: null };
    expect(presentLine(factsOfTicket(ticket), words).label).toBe('4 games');
    expect(presentLine(factsOfTicket({ ...ticket, games: [{ entryNo: 12 }, { entryNo: 13 }, { entryNo: 14 }], entryNo: 12 }), words).label).toBe('3 raffle tickets (nos. 12–14)');
  });

  it('words a Super Combo by each lottery\'s draw: "Super Combo: Saturday draw 4554, Thursday 1602, Friday 852"', () => {
    const parts = [
      { lotteryKey: 'saturday-super-draw', offerName: 'Saturday Super Draw', drawNo: 4554, drawDate: '2026-12-12T08:30:00.000Z' },
      { lotteryKey: 'thursday-starburst', offerName: 'Thursday Starburst', drawNo: 1602, drawDate: '2026-12-10T09:30:00.000Z' },
      { lotteryKey: 'friday-fortune', offerName: 'Friday Fortune', drawNo: 852, drawDate: '2026-12-11T09:30:00.000Z' },
    ];
    expect(presentLine(factsOfCartItem(cartItem({ description: 'Super Combo', gameType: 'mega_combo', parts })), words)).toEqual({ label: 'Super Combo: Saturday draw 4554, Thursday 1602, Friday 852', quantity: 3, unit: 'draws' });
    expect(presentLine(factsOfReceiptLine(receiptLine({ productDescription: 'Super Combo', gameType: 'mega_combo', parts })), words).label).toBe('Super Combo: Saturday draw 4554, Thursday 1602, Friday 852');
  });

  it('takes its words from the translations when the site has them', () => {
    const translated = createI18n({ locale: 'en-AU', currency: 'AUD', timeZone: 'Australia/Sydney', translations: { 'lines.group-share': '{shares} bei {name}' } });
    expect(presentLine({ kind: 'group_share', groupName: 'Walkers Office Pool', shares: 2 }, translated).label).toBe('2 shares bei Walkers Office Pool');
  });
});
