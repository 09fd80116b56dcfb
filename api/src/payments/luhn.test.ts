import { luhnCheckDigit, luhnValid } from './luhn';

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005', '79927398713'])('accepts %s', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each(['4242424242424241', '4000000000000001', '79927398710', '1'])('rejects %s', (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });

  it('rejects anything that is not only digits', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
  });
});

describe('luhnCheckDigit', () => {
  it('completes a number so that it passes', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('424242424242424')).toBe('2');
    for (const partial of ['0', '4', '51000000000000', '3400000000000']) expect(luhnValid(partial + luhnCheckDigit(partial))).toBe(true);
  });

  it('refuses non-digits', () => {
    expect(() => luhnCheckDigit('12a')).toThrow(TypeError);
  });
});
