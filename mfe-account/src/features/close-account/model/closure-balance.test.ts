import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { closureBalance, closureBalanceTexts } from './closure-balance';

const i18n = buildI18n(buildSite());
const funds = (balance: number, withdrawable: number) => ({ balance: { amount: balance, currency: 'AUD' }, withdrawableFunds: { amount: withdrawable, currency: 'AUD' } });

describe('closureBalance', () => {
  it('splits the balance into what must be withdrawn and promotional credit that lapses', () => {
    expect(closureBalance(funds(3_000, 2_000))).toEqual({ withdrawable: 2_000, promotional: 1_000 });
    expect(closureBalance(funds(0, 0))).toEqual({ withdrawable: 0, promotional: 0 });
  });

  it('asks for a withdrawal first and says what lapses', () => {
    expect(closureBalanceTexts(closureBalance(funds(3_000, 2_000)), i18n)).toEqual([
      'You have $20.00 you can withdraw. Withdraw it to your bank account first, then close your account.',
      "The $10.00 of promotional credit in your account can't be withdrawn and lapses when you close it.",
      "Withdrawals you've already asked for are still paid to your bank account.",
    ]);
  });

  it('says there is nothing to withdraw from an empty wallet', () => {
    expect(closureBalanceTexts(closureBalance(funds(0, 0)), i18n)[0]).toBe('There is no money in your account to withdraw.');
  });
});
