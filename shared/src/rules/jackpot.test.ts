import { jackpotText, type JackpotDraw } from './jackpot';

const dollars = (major: number) => major * 100;

function draw(overrides: Partial<JackpotDraw> = {}): JackpotDraw {
  return { prizePool: { amount: dollars(30_000_000), currency: 'AUD' }, prizePoolSuffix: null, isPrizePoolUnknown: false, ...overrides };
}

const pool = (major: number, currency = 'AUD') => ({ amount: dollars(major), currency });

describe('jackpotText', () => {
  it('shows whole millions without a decimal', () => {
    expect(jackpotText(draw(), 'en-AU')).toBe('$30 Million');
  });

  it('shows exactly one million as "$1 Million"', () => {
    expect(jackpotText(draw({ prizePool: pool(1_000_000) }), 'en-AU')).toBe('$1 Million');
  });

  it('rounds millions down to one decimal', () => {
    expect(jackpotText(draw({ prizePool: pool(2_450_000) }), 'en-AU')).toBe('$2.4 Million');
    expect(jackpotText(draw({ prizePool: pool(2_999_999) }), 'en-AU')).toBe('$2.9 Million');
  });

  it('shows 1,099,999 as 1 million, not 1.1', () => {
    expect(jackpotText(draw({ prizePool: pool(1_099_999) }), 'en-AU')).toBe('$1 Million');
    expect(jackpotText(draw({ prizePool: { amount: dollars(1_099_999) + 99, currency: 'AUD' } }), 'en-AU')).toBe('$1 Million');
  });

  it('uses millions even when the draw has a prize suffix', () => {
    expect(jackpotText(draw({ prizePool: pool(5_100_000), prizePoolSuffix: 'in prizes' }), 'en-AU')).toBe('$5.1 Million');
  });

  it('groups very large jackpots', () => {
    expect(jackpotText(draw({ prizePool: pool(1_234_500_000) }), 'en-AU')).toBe('$1,234.5 Million');
  });

  it('shows "Win {n}k" below a million with a prize suffix, rounding the thousands down', () => {
    expect(jackpotText(draw({ prizePool: pool(999_999), prizePoolSuffix: 'in prizes' }), 'en-AU')).toBe('Win $999k');
    expect(jackpotText(draw({ prizePool: pool(500_000), prizePoolSuffix: 'Home' }), 'en-AU')).toBe('Win $500k');
    expect(jackpotText(draw({ prizePool: pool(1_999), prizePoolSuffix: 'Home' }), 'en-AU')).toBe('Win $1k');
  });

  it('shows the full amount with 0 decimals below a million without a suffix', () => {
    expect(jackpotText(draw({ prizePool: pool(999_999) }), 'en-AU')).toBe('$999,999');
    expect(jackpotText(draw({ prizePool: { amount: 99_999_999, currency: 'AUD' } }), 'en-AU')).toBe('$999,999');
  });

  it('treats an empty suffix as no suffix', () => {
    expect(jackpotText(draw({ prizePool: pool(250_000), prizePoolSuffix: '' }), 'en-AU')).toBe('$250,000');
  });

  it('shows the full amount when a suffixed prize is under a thousand', () => {
    expect(jackpotText(draw({ prizePool: pool(500), prizePoolSuffix: 'in prizes' }), 'en-AU')).toBe('$500');
  });

  it('shows "Announced soon" when the prize pool is unknown', () => {
    expect(jackpotText(draw({ isPrizePoolUnknown: true }), 'en-AU')).toBe('Announced soon');
  });

  it('shows "Announced soon" for a null pool without the unknown flag', () => {
    expect(jackpotText(draw({ prizePool: null }), 'en-AU')).toBe('Announced soon');
  });

  it('uses pounds on the en-GB variant', () => {
    expect(jackpotText(draw({ prizePool: pool(7_250_000, 'GBP') }), 'en-GB')).toBe('£7.2 Million');
    expect(jackpotText(draw({ prizePool: pool(250_000, 'GBP'), prizePoolSuffix: 'x' }), 'en-GB')).toBe('Win £250k');
    expect(jackpotText(draw({ prizePool: pool(12_345, 'GBP') }), 'en-GB')).toBe('£12,345');
  });
});
