import {
  atLeastMinimum,
  AMOUNT_FORMAT_MESSAGE,
  CARD_HOLDER_NAME_MESSAGE,
  NUMBERS_ONLY_MESSAGE,
  REQUIRED_MESSAGE,
  TERMS_MESSAGE,
  validateAmount,
  validateCardHolderName,
  validateMatch,
  validateRequired,
  validateTerms,
} from './amount-validation';

const aud = { currency: 'AUD', locale: 'en-AU' };

describe('messages', () => {
  it('are the spec texts', () => {
    expect(REQUIRED_MESSAGE).toBe('This field is required');
    expect(NUMBERS_ONLY_MESSAGE).toBe('Please enter numbers only');
    expect(AMOUNT_FORMAT_MESSAGE).toBe('Amount must follow format e.g: 1.50');
    expect(CARD_HOLDER_NAME_MESSAGE).toBe("Please enter the card holder's name.");
    expect(TERMS_MESSAGE).toBe('You must agree to the terms and conditions to proceed.');
  });
});

describe('validateRequired', () => {
  it.each(['', '   ', null, undefined])('requires %p', (value) => {
    expect(validateRequired(value)).toBe('This field is required');
  });

  it('accepts any text', () => {
    expect(validateRequired('x')).toBeNull();
  });
});

describe('validateAmount', () => {
  it('requires a value', () => {
    expect(validateAmount('', aud)).toBe('This field is required');
  });

  it.each(['abc', '-5', '1,000', '$5', '1e3', '5 0'])('says numbers only for %p', (text) => {
    expect(validateAmount(text, aud)).toBe('Please enter numbers only');
  });

  it.each(['1.505', '1.2.3', '.', '1.'])('asks for the 1.50 format for %p', (text) => {
    expect(validateAmount(text, aud)).toBe('Amount must follow format e.g: 1.50');
  });

  it.each(['1.50', '0.01', '10', '.5', ' 20 '])('accepts %p', (text) => {
    expect(validateAmount(text, aud)).toBeNull();
  });

  it('applies the default minimum of 0.01, shown with the currency', () => {
    expect(validateAmount('0', aud)).toBe('Please enter an amount equal to or greater than $0.01.');
    expect(validateAmount('0.00', aud)).toBe('Please enter an amount equal to or greater than $0.01.');
  });

  it('applies a given minimum and maximum in minor units', () => {
    expect(validateAmount('9.99', { ...aud, min: 1000 })).toBe('Please enter an amount equal to or greater than $10.00.');
    expect(validateAmount('10', { ...aud, min: 1000 })).toBeNull();
    expect(validateAmount('500.01', { ...aud, max: 50000 })).toBe('Please enter an amount equal to or less than $500.00.');
    expect(validateAmount('500', { ...aud, max: 50000 })).toBeNull();
  });

  it('formats the limit with the site currency and locale', () => {
    expect(validateAmount('1', { currency: 'GBP', locale: 'en-GB', min: 500 })).toBe('Please enter an amount equal to or greater than £5.00.');
    expect(validateAmount('20000', { ...aud, max: 1_000_000 })).toBe('Please enter an amount equal to or less than $10,000.00.');
  });
});

describe('validateCardHolderName', () => {
  it('accepts a name', () => {
    expect(validateCardHolderName('Jane Citizen')).toBeNull();
  });

  it('accepts up to 12 digits', () => {
    expect(validateCardHolderName('Jane 123456789012')).toBeNull();
  });

  it('rejects 13 or more digits, spaced or not', () => {
    expect(validateCardHolderName('1234567890123')).toBe("Please enter the card holder's name.");
    expect(validateCardHolderName('4111 1111 1111 1111')).toBe("Please enter the card holder's name.");
  });

  it('leaves an empty name to validateRequired', () => {
    expect(validateCardHolderName('')).toBeNull();
  });
});

describe('validateMatch', () => {
  it('fills the field name when the values differ', () => {
    expect(validateMatch('secret1', 'secret2', 'password')).toBe('Your password does not match');
    expect(validateMatch('a@b.com', 'A@b.com', 'email')).toBe('Your email does not match');
  });

  it('accepts equal values', () => {
    expect(validateMatch('secret', 'secret', 'password')).toBeNull();
  });
});

describe('validateTerms', () => {
  it('needs the terms ticked', () => {
    expect(validateTerms(false)).toBe('You must agree to the terms and conditions to proceed.');
    expect(validateTerms(true)).toBeNull();
  });
});

describe('atLeastMinimum', () => {
  it('raises a suggested amount below the minimum to the minimum, and keeps the rest as typed', () => {
    expect(atLeastMinimum('2.50', 1000)).toBe('10.00');
    expect(atLeastMinimum('12.5', 1000)).toBe('12.5');
    expect(atLeastMinimum('10', 1000)).toBe('10');
    expect(atLeastMinimum('', 1000)).toBe('');
    expect(atLeastMinimum('abc', 1000)).toBe('abc');
    expect(atLeastMinimum('2.50', undefined)).toBe('2.50');
  });
});
