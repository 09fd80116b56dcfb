import { unspentPromotionalCredit, withdrawableCents } from './promotional-credit';
import type { WalletMovement } from './promotional-credit';

const deposit = (amount: number): WalletMovement => ({ kind: 'deposit', amount });
const buy = (amount: number): WalletMovement => ({ kind: 'purchase', amount: -amount });
const credit = (amount: number): WalletMovement => ({ kind: 'voucher_credit', amount });
const refund = (amount: number): WalletMovement => ({ kind: 'refund', amount });

describe('promotional credit is spent before cash', () => {
  it('leaves credit that arrived after the purchases untouched: deposit 20.00, buy 7.00, credit 10.00 withdraws 13.00', () => {
    const movements = [deposit(2000), buy(700), credit(1000)];
    expect(unspentPromotionalCredit(movements)).toBe(1000);
    expect(withdrawableCents(2300, movements)).toBe(1300);
  });

  it('spends credit first on a purchase made after it', () => {
    const movements = [deposit(2000), credit(1000), buy(700)];
    expect(unspentPromotionalCredit(movements)).toBe(300);
    expect(withdrawableCents(2300, movements)).toBe(2000);
  });

  it('takes cash only for what the credit does not cover', () => {
    const movements = [deposit(2000), credit(500), buy(1200)];
    expect(unspentPromotionalCredit(movements)).toBe(0);
    expect(withdrawableCents(1300, movements)).toBe(1300);
  });

  it('gives credit back first on a refund, so buying and refunding never turns credit into cash', () => {
    const movements = [credit(1000), buy(1000), refund(1000)];
    expect(unspentPromotionalCredit(movements)).toBe(1000);
    expect(withdrawableCents(1000, movements)).toBe(0);
    // A refund larger than the credit spent gives the rest back as cash.
    expect(unspentPromotionalCredit([deposit(500), credit(300), buy(800), refund(800)])).toBe(300);
  });

  it('counts prizes, deposits and withdrawals as cash', () => {
    const movements: WalletMovement[] = [credit(1000), { kind: 'prize', amount: 400 }, { kind: 'withdrawal', amount: -400 }, deposit(100)];
    expect(unspentPromotionalCredit(movements)).toBe(1000);
    expect(withdrawableCents(1100, movements)).toBe(100);
  });

  it('never answers a negative amount', () => {
    expect(withdrawableCents(0, [credit(1000)])).toBe(0);
  });
});
