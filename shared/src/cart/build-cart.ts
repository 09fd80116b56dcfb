import type { Cart, CartItem, CartItemAdd } from '../contract/cart';

/**
 * Test data builders for carts (STYLE.md: builders, not copied JSON). Only tests import this file.
 * Defaults describe an empty AUD cart.
 */

let sequence = 0;

export function buildCartItem(overrides: Partial<CartItem> = {}): CartItem {
  sequence += 1;
  return {
    id: `line-${sequence}`,
    productType: 'lottery_ticket',
    lotteryKey: 'saturday-super-draw',
    description: 'Saturday Super Draw',
    drawNo: 4400,
    drawDate: '2030-01-04T09:30:00.000Z',
    drawPrizePool: { amount: 3_000_000_000, currency: 'AUD' },
    gameType: 'standard',
    gameOffer: 'saturday-super-draw-standard',
    numDraws: 1,
    numGames: 4,
    games: [],
    quickpick: false,
    causeKey: null,
    day: null,
    unitPrice: { amount: 300, currency: 'AUD' },
    quantity: 1,
    total: { amount: 300, currency: 'AUD' },
    purchaseStatus: 'standard',
    recurringPurchase: { enabled: false, type: 'autoplay', availability: 'optional' },
    ...overrides,
  };
}

export function buildCart(overrides: Partial<Cart> = {}): Cart {
  sequence += 1;
  return {
    cartReference: `cart_${sequence}`,
    cartItems: [],
    autoRemovedItems: [],
    cartTotal: { amount: 0, currency: 'AUD' },
    preOrderTotal: { amount: 0, currency: 'AUD' },
    requiresUnattendedPaymentMethod: false,
    blockedReasons: {},
    showRegulation: false,
    promotion: null,
    ...overrides,
  };
}

export function buildCartItemAdd(overrides: Partial<CartItemAdd> = {}): CartItemAdd {
  return {
    lottery: 'saturday-super-draw',
    gameType: 'standard',
    gameOffer: 'saturday-super-draw-standard',
    numDraws: 1,
    games: [
      { numbers: [1, 2, 3, 4, 5, 6] },
      { numbers: [7, 8, 9, 10, 11, 12] },
      { numbers: [13, 14, 15, 16, 17, 18] },
      { numbers: [19, 20, 21, 22, 23, 24] },
    ],
    quickpick: false,
    ...overrides,
  };
}
