import { REQUIRED_MESSAGE } from './amount-validation';
import type { DetailsValues } from './customer-details';
import { addressConfigFor, countryOfLocale, COUNTY_MESSAGE, DEFAULT_ADDRESS_CONFIG, detailsComplete, GB_POSTCODE_MESSAGE, immutableFieldsOf, PHONE_MESSAGE, POSTCODE_MESSAGE, STATE_MESSAGE, underAgeMessage, validateDetails, validateSignupAddress } from './customer-details';

const AU: DetailsValues = {
  firstname: 'Dana',
  lastname: 'Demo',
  email: 'dana@example.com',
  phone: '0412 345 678',
  dateOfBirth: '1985-06-15',
  addressLine1: '1 George St',
  addressLine2: '',
  suburb: 'Sydney',
  postcode: '2000',
  state: 'NSW',
  country: 'AU',
};
const OPTIONS = { today: '2026-11-24', minimumAge: 18 };

describe('customer details rules', () => {
  it("uses the spec's default address configuration for Australia", () => {
    expect(addressConfigFor('AU')).toEqual({ address: 'required', addressLine2: 'never', country: 'required', postcode: 'required', state: 'required', suburb: 'required', format: 'standard', defaultCountry: 'AU' });
    expect(addressConfigFor('NZ')).toBe(DEFAULT_ADDRESS_CONFIG);
    expect(addressConfigFor('GB')).toMatchObject({ addressLine2: 'optional', state: 'optional', format: 'uk' });
    expect(countryOfLocale('en-GB')).toBe('GB');
    expect(countryOfLocale('en-AU')).toBe('AU');
  });

  it('keeps no field immutable by default, and the date of birth on the charity site', () => {
    expect(immutableFieldsOf('drawfront')).toEqual([]);
    expect(immutableFieldsOf('goodcause')).toEqual(['dateOfBirth']);
  });

  it('accepts a complete Australian address', () => {
    expect(validateDetails(AU, OPTIONS)).toEqual({});
    expect(detailsComplete(AU, OPTIONS)).toBe(true);
  });

  it('asks for every required field with "This field is required"', () => {
    const errors = validateDetails({ ...AU, addressLine1: '', suburb: ' ', postcode: '', state: '' }, { ...OPTIONS, requireAddress: true });
    expect(errors).toEqual({ addressLine1: REQUIRED_MESSAGE, suburb: REQUIRED_MESSAGE, postcode: REQUIRED_MESSAGE, state: REQUIRED_MESSAGE });
    expect(detailsComplete({ ...AU, addressLine1: '' }, OPTIONS)).toBe(false);
  });

  it('asks for no address from a customer who has not begun one, except to complete an upgrade', () => {
    const none = { ...AU, addressLine1: '', suburb: '', postcode: '' };
    expect(validateDetails(none, OPTIONS)).toEqual({});
    expect(detailsComplete(none, OPTIONS)).toBe(false);
    expect(validateDetails({ ...none, suburb: 'Sydney' }, OPTIONS)).toEqual({ addressLine1: REQUIRED_MESSAGE, postcode: REQUIRED_MESSAGE });
  });

  it('checks phone, post code, state and age', () => {
    expect(validateDetails({ ...AU, phone: '12345', postcode: '200', state: 'XX', dateOfBirth: '2010-01-01' }, OPTIONS)).toEqual({
      phone: PHONE_MESSAGE,
      postcode: POSTCODE_MESSAGE,
      state: STATE_MESSAGE,
      dateOfBirth: underAgeMessage(18),
    });
    expect(validateDetails({ ...AU, phone: '' }, OPTIONS)).toEqual({});
    expect(validateDetails({ ...AU, dateOfBirth: '2008-11-24' }, OPTIONS)).toEqual({});
    expect(validateDetails({ ...AU, dateOfBirth: '2008-11-25' }, OPTIONS)).toEqual({ dateOfBirth: underAgeMessage(18) });
  });

  it('takes a British address without a state', () => {
    const gb = { ...AU, country: 'GB', state: '', postcode: 'SW1A 1AA', phone: '07700 900123', addressLine2: 'Flat 2' };
    expect(validateDetails(gb, OPTIONS)).toEqual({});
    expect(validateDetails({ ...gb, postcode: '2000' }, OPTIONS)).toEqual({ postcode: GB_POSTCODE_MESSAGE });
  });
});

describe('an address given at sign-up', () => {
  const london = { addressLine1: '10 Downing Street', addressLine2: '', suburb: 'London', county: '', postcode: 'SW1A 2AA' };

  it('takes a British address without a county', () => {
    expect(validateSignupAddress(london, 'GB')).toEqual({});
    expect(validateSignupAddress({ ...london, county: 'Greater London' }, 'GB')).toEqual({});
  });

  it('asks for the first line, the town and a real postcode', () => {
    expect(validateSignupAddress({ ...london, addressLine1: ' ', suburb: '', postcode: '2000' }, 'GB')).toEqual({
      addressLine1: REQUIRED_MESSAGE,
      suburb: REQUIRED_MESSAGE,
      postcode: GB_POSTCODE_MESSAGE,
    });
    expect(validateSignupAddress({ ...london, postcode: '' }, 'GB')).toEqual({ postcode: REQUIRED_MESSAGE });
  });

  it('refuses a county that is not a name', () => {
    expect(validateSignupAddress({ ...london, county: '12345' }, 'GB')).toEqual({ county: COUNTY_MESSAGE });
  });
});
