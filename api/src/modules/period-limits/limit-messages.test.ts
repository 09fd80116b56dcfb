import { cartDepositLimitMessage, depositLimitMessage, precommitmentMessage, removalPendingMessage, spendLimitMessage, systemLimitMessage } from './limit-messages';

const AUD = { currency: 'AUD', locale: 'en-AU' };

describe('spend-limit messages', () => {
  it('says how far over the customer\'s own limit a purchase goes and what is left in the period', () => {
    expect(spendLimitMessage({ period: 'daily', limit: 2000, spent: 520, exceeded: 520 }, AUD)).toBe(
      'This purchase would take you over your daily spend limit of $20.00 by $5.20. You have $14.80 left to spend today.',
    );
    expect(spendLimitMessage({ period: 'weekly', limit: 10_000, spent: 2500, exceeded: 100 }, AUD)).toBe(
      'This purchase would take you over your weekly spend limit of $100.00 by $1.00. You have $75.00 left to spend this week.',
    );
  });

  it('never reports a negative amount left when spending is already over a limit lowered since', () => {
    expect(spendLimitMessage({ period: 'monthly', limit: 1000, spent: 1500, exceeded: 640 }, AUD)).toBe(
      'This purchase would take you over your monthly spend limit of $10.00 by $6.40. You have $0.00 left to spend this month.',
    );
  });

  it('names the site-wide limit as such, in the site currency', () => {
    expect(systemLimitMessage({ period: 'daily', limit: 500_000, spent: 0, exceeded: 100_000 }, { currency: 'GBP', locale: 'en-GB' })).toBe(
      'This purchase would take you over the site-wide daily spend limit of £5,000.00 by £1,000.00. You have £5,000.00 left to spend today.',
    );
  });

  it('dates a pending removal on the shop clock', () => {
    expect(removalPendingMessage(new Date('2025-04-14T00:00:00Z'), 'en-AU', 'Australia/Sydney')).toBe('This limit is already due to be removed on Monday, 14 April 2025 at 10:00 am.');
  });
});

describe('deposit limit messages', () => {
  const money = { currency: 'AUD', locale: 'en-AU' };

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

describe('pre-commitment message', () => {
  it('says how far over the weekly limit a purchase goes and what is left this week', () => {
    expect(precommitmentMessage({ limit: 300, spentThisPeriod: 140 }, 120, AUD)).toBe(
      'This purchase would take you over your pre-commitment limit of $3.00 a week by $1.20. You have $1.60 left to spend this week.',
    );
  });
});
