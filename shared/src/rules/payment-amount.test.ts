import { paymentAmount } from './payment-amount';

describe('paymentAmount', () => {
  it('is the cart total minus the pre-order total', () => {
    expect(paymentAmount({ cartTotal: 5000, preOrderTotal: 1500, walletPurchase: false, balance: 0 })).toBe(3500);
  });

  it('ignores the balance when wallet purchase is off', () => {
    expect(paymentAmount({ cartTotal: 5000, preOrderTotal: 0, walletPurchase: false, balance: 2000 })).toBe(5000);
  });

  it('subtracts a balance lower than the amount when wallet purchase is on', () => {
    expect(paymentAmount({ cartTotal: 5000, preOrderTotal: 1000, walletPurchase: true, balance: 1500 })).toBe(2500);
  });

  it('keeps the amount when the balance covers it', () => {
    expect(paymentAmount({ cartTotal: 5000, preOrderTotal: 1000, walletPurchase: true, balance: 4000 })).toBe(4000);
    expect(paymentAmount({ cartTotal: 5000, preOrderTotal: 0, walletPurchase: true, balance: 9000 })).toBe(5000);
  });

  it('is zero for a cart of pre-orders only', () => {
    expect(paymentAmount({ cartTotal: 2000, preOrderTotal: 2000, walletPurchase: true, balance: 0 })).toBe(0);
  });

  it('never grows because of a negative balance', () => {
    expect(paymentAmount({ cartTotal: 5000, preOrderTotal: 0, walletPurchase: true, balance: -300 })).toBe(5000);
  });
});
