import { render, screen } from '@testing-library/react';
import type { Cart, CartItem } from '@drawfront/shared/contract/cart';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { CheckoutSummary } from './checkout-summary';
import { RecurringStatement } from './recurring-statement';

const { i18n } = buildRemoteProps();
const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'line-1',
  productType: 'lottery_ticket',
  lotteryKey: 'thursday-starburst',
  description: 'Thursday Starburst',
  drawNo: 1451,
  drawDate: '2026-11-26T09:30:00.000Z',
  drawPrizePool: { amount: 245_000_000, currency: 'AUD' },
  gameType: 'standard',
  gameOffer: 'thursday-starburst-standard',
  numDraws: 1,
  numGames: 1,
  games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [1] }],
  quickpick: false,
  causeKey: null,
  day: null,
  unitPrice: { amount: 140, currency: 'AUD' },
  quantity: 1,
  total: { amount: 140, currency: 'AUD' },
  purchaseStatus: 'standard',
  recurringPurchase: { enabled: false, type: 'autoplay', availability: 'optional' },
  minimumJackpotAmount: null,
  ...overrides,
});
const cart = (items: CartItem[]): Cart => ({
  cartReference: 'c',
  cartItems: items,
  autoRemovedItems: [],
  cartTotal: { amount: 0, currency: 'AUD' },
  preOrderTotal: { amount: 0, currency: 'AUD' },
  requiresUnattendedPaymentMethod: false,
  blockedReasons: {},
  showRegulation: false,
  promotion: null,
});

describe('checkout: what is charged later', () => {
  it('says nothing for a cart with no autoplay, subscription or pre-order', () => {
    const { container } = render(<RecurringStatement cart={cart([line()])} i18n={i18n} />);
    expect(container.textContent).toBe('');
  });

  it('states what an autoplay charges now and later, with its jackpot minimum, and from which fund', () => {
    render(<RecurringStatement cart={cart([line({ recurringPurchase: { enabled: true, type: 'autoplay', availability: 'optional' }, minimumJackpotAmount: { amount: 200_000_000, currency: 'AUD' } })])} i18n={i18n} />);
    expect(screen.getByRole('heading', { name: 'Charged later' })).toBeTruthy();
    expect(
      screen.getByText(
        'Autoplay for Thursday Starburst: $1.40 now for the next draw, then $1.40 before each later draw (Jackpots $2,000,000 and over), paid from your wallet, until you pause or cancel it in My account.',
      ),
    ).toBeTruthy();
  });

  it('states that a pre-order is charged when its draw opens, not now', () => {
    render(<RecurringStatement cart={cart([line({ description: 'Dream Home', productType: 'raffle_ticket', drawNo: 433, purchaseStatus: 'pre_order', total: { amount: 2000, currency: 'AUD' } })])} i18n={i18n} />);
    expect(screen.getByText('Pre-order of Dream Home, draw 433: nothing is charged now; $20.00 is paid from your wallet when the draw opens for sale.')).toBeTruthy();
  });

  it('says on the checkout line itself what a recurring line will charge and when', () => {
    const autoplay = line({ id: 'auto', recurringPurchase: { enabled: true, type: 'autoplay', availability: 'optional' } });
    render(<CheckoutSummary cart={cart([autoplay, line({ id: 'once' })])} balance={{ amount: 5000, currency: 'AUD' }} dueNow={280} i18n={i18n} />);
    const [recurringLine, onceLine] = screen.getAllByRole('listitem').slice(0, 2) as HTMLElement[];
    // 9:30 am UTC on 26 November is 26 November on the site's clock (Sydney).
    expect(recurringLine!.textContent).toContain('Then $1.40 for each draw after 26 November');
    expect(onceLine!.textContent).not.toContain('Then');
  });
});
