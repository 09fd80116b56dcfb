import { cartDepositLimitMessage, depositLimitMessage } from './messages';

const money = { currency: 'AUD', locale: 'en-AU' };

describe('deposit limit messages', () => {
  it('says which limit a deposit overruns, by how much, and what is left', () => {
    expect(depositLimitMessage({ period: 'daily', limit: 5_000, deposited: 3_000, exceeded: 1_000 }, money)).toBe(
      'This deposit would take you over your daily deposit limit of $50.00 by $10.00. You can deposit $20.00 more today.',
    );
  });

  it('explains a blocked cart by the top-up it needs', () => {
    expect(cartDepositLimitMessage({ period: 'weekly', limit: 2_000, deposited: 2_000, exceeded: 500 }, 500, money)).toBe(
      'Your balance is $5.00 short of this cart, and depositing that would take you over your weekly deposit limit of $20.00. You can deposit $0.00 more this week.',
    );
  });
});
