import { fixed2, formatMoney, toMinorUnits } from './money';

describe('formatMoney', () => {
  it('formats AUD for en-AU with 2 decimals by default', () => {
    expect(formatMoney(1250, 'AUD', 'en-AU')).toBe('$12.50');
  });

  it('formats GBP for en-GB', () => {
    expect(formatMoney(1250, 'GBP', 'en-GB')).toBe('£12.50');
  });

  it('groups thousands', () => {
    expect(formatMoney(123456789, 'AUD', 'en-AU')).toBe('$1,234,567.89');
  });

  it('shows whole units with 0 decimals (the jackpot format) and drops cents instead of rounding up', () => {
    expect(formatMoney(3000000000, 'AUD', 'en-AU', { decimals: 0 })).toBe('$30,000,000');
    expect(formatMoney(99999960, 'AUD', 'en-AU', { decimals: 0 })).toBe('$999,999');
  });

  it('formats zero and negative amounts', () => {
    expect(formatMoney(0, 'AUD', 'en-AU')).toBe('$0.00');
    expect(formatMoney(-505, 'AUD', 'en-AU')).toBe('-$5.05');
  });

  it('is exact for amounts whose float division is inexact', () => {
    expect(formatMoney(1005, 'AUD', 'en-AU')).toBe('$10.05');
    expect(formatMoney(29, 'GBP', 'en-GB')).toBe('£0.29');
  });
});

describe('toMinorUnits', () => {
  it.each([
    ['1.50', 150],
    ['0.1', 10],
    ['12', 1200],
    ['0.29', 29],
    ['1.00', 100],
    ['.5', 50],
    [' 7.25 ', 725],
    ['0', 0],
    ['19.99', 1999],
  ])('parses %p as %p', (text, minor) => {
    expect(toMinorUnits(text)).toBe(minor);
  });

  it.each(['', '.', '1.', '1.234', '-1', '1,000', '$5', 'abc', '1e3', '1.2.3', '+1'])('rejects %p', (text) => {
    expect(toMinorUnits(text)).toBeNull();
  });

  it('rejects amounts beyond safe integers', () => {
    expect(toMinorUnits('99999999999999999999')).toBeNull();
  });
});

describe('fixed2', () => {
  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [-1999, '-19.99'],
    [123456789, '1234567.89'],
  ])('fixes %p minor units to %p', (minor, text) => {
    expect(fixed2(minor)).toBe(text);
  });
});
