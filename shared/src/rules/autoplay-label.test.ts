import { formatMoney } from '../format/money';
import { autoplayFrequencyLabel, type AutoplayLabelInput } from './autoplay-label';

const input = (overrides: Partial<AutoplayLabelInput> = {}): AutoplayLabelInput => ({
  productOfferKey: 'weekend-lotto',
  productType: 'lottery_ticket',
  minimumJackpot: 0,
  monthlyOfferKey: 'set-for-life-monthly',
  formatJackpot: (minor) => formatMoney(minor, 'AUD', 'en-AU', { decimals: 0 }),
  ...overrides,
});

describe('autoplayFrequencyLabel', () => {
  it('is "Monthly" for the monthly offer, whatever else is set', () => {
    expect(autoplayFrequencyLabel(input({ productOfferKey: 'set-for-life-monthly', minimumJackpot: 500_000_000 }))).toBe('Monthly');
  });

  it('is "Every draw" for raffle tickets', () => {
    expect(autoplayFrequencyLabel(input({ productType: 'raffle_ticket', minimumJackpot: 100 }))).toBe('Every draw');
  });

  it('names the minimum jackpot when it is above 0', () => {
    expect(autoplayFrequencyLabel(input({ minimumJackpot: 2_000_000_000 }))).toBe('Jackpots $20,000,000 and over');
  });

  it('is "Weekly" otherwise', () => {
    expect(autoplayFrequencyLabel(input())).toBe('Weekly');
    expect(autoplayFrequencyLabel(input({ minimumJackpot: null }))).toBe('Weekly');
    expect(autoplayFrequencyLabel(input({ minimumJackpot: -5 }))).toBe('Weekly');
  });

  it('does not treat every offer as monthly when the site has no monthly offer', () => {
    expect(autoplayFrequencyLabel(input({ productOfferKey: '', monthlyOfferKey: '' }))).toBe('Weekly');
    expect(autoplayFrequencyLabel(input({ monthlyOfferKey: null }))).toBe('Weekly');
  });
});
