import { hasExpired, isCreditVoucher, needsExpiry, normaliseVoucherCode, VOUCHER_CODE_PATTERN, VOUCHER_MESSAGES, voucherDiscount, voucherRefusal } from './voucher';
import type { VoucherContext, VoucherTerms } from './voucher';

const AT = new Date('2030-03-01T00:00:00.000Z');
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const voucher = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  code: 'SAVE5',
  type: 'voucher_fixed_discount',
  value: 500,
  minSpend: 0,
  expiresAt: null,
  maxRedemptions: null,
  ...overrides,
});
const context = (overrides: Partial<VoucherContext> = {}): VoucherContext => ({ at: AT, subtotal: 2000, usedByCustomer: false, redemptions: 0, signedIn: true, ...overrides });

describe('voucherDiscount', () => {
  it('takes a fixed amount off', () => {
    expect(voucherDiscount(voucher(), 2000)).toBe(500);
    expect(voucherDiscount(voucher({ type: 'voucher_fixed_discount_expire' }), 2000)).toBe(500);
  });

  it('caps a fixed amount at the subtotal, so a cart is never paid below zero', () => {
    expect(voucherDiscount(voucher({ value: 5000 }), 1400)).toBe(1400);
  });

  it('takes basis points of the subtotal for a percent voucher', () => {
    expect(voucherDiscount(voucher({ type: 'voucher_percent_discount', value: 1000 }), 2000)).toBe(200);
    expect(voucherDiscount(voucher({ type: 'voucher_percent_discount', value: 1250 }), 2000)).toBe(250);
  });

  it('rounds a percent discount down to the whole cent (never more than the percentage)', () => {
    // 10 % of 99 cents is 9.9 cents: 9.
    expect(voucherDiscount(voucher({ type: 'voucher_percent_discount', value: 1000 }), 99)).toBe(9);
    // 15 % of $1.40 is 21 cents exactly; 33.33 % of $1.40 is 46.662 cents: 46.
    expect(voucherDiscount(voucher({ type: 'voucher_percent_discount', value: 1500 }), 140)).toBe(21);
    expect(voucherDiscount(voucher({ type: 'voucher_percent_discount', value: 3333 }), 140)).toBe(46);
  });

  it('caps 100 % at the subtotal', () => {
    expect(voucherDiscount(voucher({ type: 'voucher_percent_discount', value: 10_000 }), 1234)).toBe(1234);
  });

  it('is zero for a credit voucher and for nothing to discount', () => {
    expect(voucherDiscount(voucher({ type: 'voucher_credit_amount', value: 1000 }), 2000)).toBe(0);
    expect(voucherDiscount(voucher(), 0)).toBe(0);
  });
});

describe('hasExpired', () => {
  it('works strictly before the expiry instant', () => {
    expect(hasExpired({ expiresAt: new Date(AT.getTime() + 1) }, AT)).toBe(false);
    expect(hasExpired({ expiresAt: AT }, AT)).toBe(true);
    expect(hasExpired({ expiresAt: new Date(AT.getTime() - 1) }, AT)).toBe(true);
  });

  it('never expires without an expiry', () => {
    expect(hasExpired({ expiresAt: null }, new Date('2999-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('voucherRefusal', () => {
  it('lets a valid code through', () => {
    expect(voucherRefusal(voucher(), context(), money)).toBeNull();
  });

  it('refuses an expired code', () => {
    expect(voucherRefusal(voucher({ expiresAt: AT }), context(), money)).toBe(VOUCHER_MESSAGES.expired('SAVE5'));
  });

  it('refuses a code below its minimum spend, naming the minimum', () => {
    expect(voucherRefusal(voucher({ minSpend: 2500 }), context({ subtotal: 2499 }), money)).toBe('Spend at least $25.00 to use the code SAVE5.');
    expect(voucherRefusal(voucher({ minSpend: 2500 }), context({ subtotal: 2500 }), money)).toBeNull();
  });

  it('refuses a second use by one customer', () => {
    expect(voucherRefusal(voucher(), context({ usedByCustomer: true, redemptions: 1 }), money)).toBe(VOUCHER_MESSAGES.alreadyUsed('SAVE5'));
  });

  it('refuses a code whose redemptions have run out', () => {
    expect(voucherRefusal(voucher({ maxRedemptions: 2 }), context({ redemptions: 2 }), money)).toBe(VOUCHER_MESSAGES.usedUp('SAVE5'));
    expect(voucherRefusal(voucher({ maxRedemptions: 2 }), context({ redemptions: 1 }), money)).toBeNull();
  });

  it('refuses a discount with nothing to discount', () => {
    expect(voucherRefusal(voucher(), context({ subtotal: 0 }), money)).toBe(VOUCHER_MESSAGES.nothingToDiscount('SAVE5'));
  });

  it('lets a signed-in customer redeem a credit with any cart, and asks a visitor to sign in', () => {
    const credit = voucher({ type: 'voucher_credit_amount', value: 1000, minSpend: 0 });
    expect(voucherRefusal(credit, context({ subtotal: 0 }), money)).toBeNull();
    expect(voucherRefusal(credit, context({ signedIn: false }), money)).toBe(VOUCHER_MESSAGES.signInForCredit('SAVE5'));
  });

  it('checks expiry first', () => {
    expect(voucherRefusal(voucher({ expiresAt: AT, minSpend: 9999 }), context({ usedByCustomer: true, subtotal: 0 }), money)).toBe(VOUCHER_MESSAGES.expired('SAVE5'));
  });
});

describe('codes', () => {
  it('normalises a typed code to upper case without spaces around it', () => {
    expect(normaliseVoucherCode('  save5 ')).toBe('SAVE5');
  });

  it('accepts 3 to 32 letters, digits and hyphens', () => {
    const pattern = new RegExp(VOUCHER_CODE_PATTERN);
    expect(pattern.test('SAVE-5')).toBe(true);
    expect(pattern.test('AB')).toBe(false);
    expect(pattern.test('SAVE 5')).toBe(false);
    expect(pattern.test('A'.repeat(33))).toBe(false);
  });

  it('tells the types apart', () => {
    expect(isCreditVoucher('voucher_credit_amount')).toBe(true);
    expect(isCreditVoucher('voucher_percent_discount')).toBe(false);
    expect(needsExpiry('voucher_fixed_discount_expire')).toBe(true);
    expect(needsExpiry('voucher_fixed_discount')).toBe(false);
  });
});
