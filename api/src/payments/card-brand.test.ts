import { cardBrandFromNumber, cardNumberLengths, cscLength, normaliseCardNumber } from './card-brand';

describe('cardBrandFromNumber', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000000000003220', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
  ])('reads %s as %s', (digits, brand) => {
    expect(cardBrandFromNumber(digits)).toBe(brand);
  });

  it.each([
    ['5000000000000009', 'below the 51–55 range'],
    ['5600000000000003', 'above the 51–55 range'],
    ['2220990000000000', 'just below 2221'],
    ['2721000000000000', 'just above 2720'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['35', 'a stub'],
  ])('does not know %s (%s)', (digits) => {
    expect(cardBrandFromNumber(digits)).toBe('unknown');
  });
});

describe('card lengths and CSC', () => {
  it('knows the lengths each brand issues', () => {
    expect(cardNumberLengths('visa')).toEqual([13, 16, 19]);
    expect(cardNumberLengths('mastercard')).toEqual([16]);
    expect(cardNumberLengths('amex')).toEqual([15]);
    expect(cardNumberLengths('unknown')).toEqual([]);
  });

  it('wants 4 CSC digits for Amex and 3 for the others', () => {
    expect(cscLength('amex')).toBe(4);
    expect(cscLength('visa')).toBe(3);
    expect(cscLength('mastercard')).toBe(3);
    expect(cscLength('unknown')).toBe(3);
  });
});

describe('normaliseCardNumber', () => {
  it('drops the spaces and hyphens people type', () => {
    expect(normaliseCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(normaliseCardNumber(' 4242424242424242 ')).toBe('4242424242424242');
  });

  it('refuses anything else', () => {
    expect(normaliseCardNumber('4242.4242.4242.4242')).toBeNull();
    expect(normaliseCardNumber('')).toBeNull();
    expect(normaliseCardNumber('４２４２')).toBeNull();
  });
});
