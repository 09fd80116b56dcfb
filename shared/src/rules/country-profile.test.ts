import { checkBankAccount, GB_ACCOUNT_NUMBER_MESSAGE, NO_PAYID_MESSAGE, SORT_CODE_MESSAGE, BSB_MESSAGE } from './bank-account';
import { countryProfile, normalisePostcode, postcodeProblem } from './country-profile';

describe('UK postcodes', () => {
  it.each(['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'ec1a1bb', ' W1A 0AX '])('takes %s', (postcode) => {
    expect(postcodeProblem('GB', postcode)).toBeNull();
  });

  it.each(['2000', 'SW1A', 'SW1A 1A', '1AA SW1', 'SW1A-1AA', 'SW1A 1AAA', ''])('refuses %s with an example of the form', (postcode) => {
    expect(postcodeProblem('GB', postcode)).toBe('Please enter a valid postcode, e.g. SW1A 1AA.');
  });

  it('stores a postcode in capitals with one space before the inward code', () => {
    expect(normalisePostcode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode('gb', ' m1  1ae ')).toBe('M1 1AE');
    expect(normalisePostcode('AU', ' 2000 ')).toBe('2000');
  });

  it('keeps Australian postcodes to four digits', () => {
    expect(postcodeProblem('AU', '2000')).toBeNull();
    expect(postcodeProblem('AU', 'SW1A 1AA')).toBe('Please enter a 4 digit post code.');
  });
});

describe('country profiles', () => {
  it('asks a British customer for a town, an optional county and a postcode, and an Australian for a state', () => {
    expect(countryProfile('GB')).toMatchObject({ signUpAsksAddress: true, labels: { suburb: 'Town or city', state: 'County (optional)', postcode: 'Postcode' } });
    expect(countryProfile('GB').address).toMatchObject({ state: 'optional', addressLine2: 'optional', format: 'uk' });
    expect(countryProfile('AU')).toMatchObject({ signUpAsksAddress: false, labels: { state: 'State' } });
  });

  it("gives any other country Australia's, the spec's default", () => {
    expect(countryProfile('NZ')).toBe(countryProfile('AU'));
  });
});

describe('UK bank accounts', () => {
  const account = { type: 'national' as const, code: '12-34-56', accountNumber: '12345678', accountName: 'Jo Bloggs' };

  it('takes a sort code and 8 digit account number, stored as 12-34-56', () => {
    expect(checkBankAccount({ ...account, code: '123456', accountNumber: '1234 5678' }, 'GB')).toEqual({
      ok: true,
      account: { type: 'national', bankCode: '12-34-56', accountNumber: '12345678', accountName: 'Jo Bloggs' },
    });
  });

  it('refuses a short sort code under its own name, not as a BSB', () => {
    expect(checkBankAccount({ ...account, code: '12-34-5' }, 'GB')).toEqual({ ok: false, errors: { sort_code: SORT_CODE_MESSAGE } });
  });

  it.each(['1234567', '123456789', '1234567a'])('refuses account number %s', (accountNumber) => {
    expect(checkBankAccount({ ...account, accountNumber }, 'GB')).toEqual({ ok: false, errors: { account_number: GB_ACCOUNT_NUMBER_MESSAGE } });
  });

  it('refuses PayID, which British banks do not have', () => {
    expect(checkBankAccount({ type: 'payid_email', accountNumber: 'jo@example.com', accountName: 'Jo Bloggs' }, 'GB')).toEqual({ ok: false, errors: { type: NO_PAYID_MESSAGE } });
  });

  it('still asks an Australian for a BSB', () => {
    expect(checkBankAccount({ ...account, code: '12345' })).toEqual({ ok: false, errors: { bsb: BSB_MESSAGE } });
    expect(checkBankAccount({ ...account, code: '062000', accountNumber: '12345' }, 'AU')).toMatchObject({ ok: true, account: { bankCode: '062-000' } });
  });
});
