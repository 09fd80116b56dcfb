/**
 * My details rules, shared by the details form and `POST /v2/customer/details`: the address configuration per
 * country (groups spec §5 "Customer address config default: address required, address line 2 never, country,
 * postcode, state and suburb required, standard format"), the fields a site keeps immutable ("configurable
 * (default none)") and the field checks. The spec gives only 'This field is required' ("Other messages exist for
 * email, phone and post code; their texts are not shown"), so the other texts are ours.
 */
import type { AddressConfig, AddressFieldRule, DetailsField } from '../contract/customer-details';
import type { SignupAddress } from '../contract/customer';
import { REGION_CODES } from '../contract/customer';
import { REQUIRED_MESSAGE } from './amount-validation';
import { countryProfile, postcodeProblem, PROFILE_COUNTRIES } from './country-profile';

/** The spec's default configuration (groups spec §5), used for Australia and any country without its own. */
export const DEFAULT_ADDRESS_CONFIG: AddressConfig = countryProfile('AU').address;

/** Countries a customer may give (the sites sell in Australia and, on the en-GB sub-variant, Britain). */
export const DETAILS_COUNTRIES = PROFILE_COUNTRIES;

/** The country of a locale such as `en-AU`; Australia when it names none we know. */
export function countryOfLocale(locale: string): string {
  const country = locale.split('-')[1]?.toUpperCase() ?? '';
  return (PROFILE_COUNTRIES as readonly string[]).includes(country) ? country : 'AU';
}

/** The address configuration for an address in `country` (the spec's default for any other). */
export function addressConfigFor(country: string): AddressConfig {
  return countryProfile(country).address;
}

/**
 * Fields each site does not let a customer change themselves (default none, groups spec §5). The charity site
 * checked its supporters' ages against a licence, so the date of birth stays as verified.
 */
const SITE_IMMUTABLE_FIELDS: Readonly<Record<string, readonly DetailsField[]>> = { goodcause: ['dateOfBirth'] };

export function immutableFieldsOf(siteKey: string): DetailsField[] {
  return [...(SITE_IMMUTABLE_FIELDS[siteKey] ?? [])];
}

export const IMMUTABLE_FIELD_MESSAGE = "This can't be changed here. Please contact support to change it.";
export const NAME_MESSAGE = 'Please enter a name of up to 50 letters.';
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const PHONE_MESSAGE = 'Please enter a valid phone number, e.g. 0412 345 678.';
export const GB_PHONE_MESSAGE = 'Please enter a valid phone number, e.g. 07700 900123.';
export const POSTCODE_MESSAGE = countryProfile('AU').postcode.message;
export const GB_POSTCODE_MESSAGE = countryProfile('GB').postcode.message;
export const COUNTY_MESSAGE = 'Please enter a county of up to 50 letters.';
export const STATE_MESSAGE = 'Please choose a state.';
export const COUNTRY_MESSAGE = 'Please choose a country.';
export const ADDRESS_MESSAGE = 'Please enter up to 100 characters.';
export const DATE_OF_BIRTH_MESSAGE = 'Please enter a real date, e.g. 1985-06-15.';
export const underAgeMessage = (age: number) => `You must be ${age} or over to play.`;

/** Every field as the form and the API hold it after a change: the stored values with the sent ones over them. */
export type DetailsValues = Record<DetailsField, string>;

/** The address fields, whose change asks the customer to confirm the address again. */
export const ADDRESS_FIELDS: readonly DetailsField[] = ['addressLine1', 'addressLine2', 'suburb', 'postcode', 'state', 'country'];

const NAME = /^[\p{L}][\p{L} '.-]{0,49}$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const AU_PHONE = /^(?:\+?61|0)[2-478]\d{8}$/;
const GB_PHONE = /^(?:\+?44|0)\d{9,10}$/;
const COUNTY = /^[\p{L}][\p{L} '.&-]{0,49}$/u;
const AU_STATES: readonly string[] = REGION_CODES.filter((code) => code !== 'OTHER');

/** Phone numbers are compared and stored without spaces, dashes or brackets. */
export const normalisePhone = (phone: string) => phone.replace(/[\s()-]/g, '');

function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Which rule applies to a field under `config` (names, email and date of birth are always required). */
export function fieldRule(field: DetailsField, config: AddressConfig): 'required' | 'optional' | 'never' {
  switch (field) {
    case 'addressLine1':
      return config.address;
    case 'addressLine2':
      return config.addressLine2;
    case 'suburb':
    case 'postcode':
    case 'state':
    case 'country':
      return config[field];
    case 'phone':
      return 'optional';
    default:
      return 'required';
  }
}

/** Whether the customer has begun an address (sign-up asks only for the state, so most have none yet). */
export const addressStarted = (values: DetailsValues) => [values.addressLine1, values.addressLine2, values.suburb, values.postcode].some((part) => part.trim() !== '');

/**
 * The first problem with each field of `values` under the configuration of its country, as `{field: message}`
 * (empty when all is well). `today` is the site's date (`YYYY-MM-DD`), for the minimum age. The address's
 * required parts are asked for once any part of it is given, or always with `requireAddress` (an upgrade).
 */
export function validateDetails(values: DetailsValues, options: { today: string; minimumAge: number; requireAddress?: boolean }): Partial<Record<DetailsField, string>> {
  const config = addressConfigFor(values.country || DEFAULT_ADDRESS_CONFIG.defaultCountry);
  const uk = config.format === 'uk';
  const errors: Partial<Record<DetailsField, string>> = {};
  const check = (field: DetailsField, ok: boolean, message: string) => {
    if (!errors[field] && !ok) errors[field] = message;
  };
  const needAddress = options.requireAddress === true || addressStarted(values);
  for (const field of Object.keys(values) as DetailsField[]) {
    if (!needAddress && ADDRESS_FIELDS.includes(field)) continue;
    if (fieldRule(field, config) === 'required') check(field, values[field].trim() !== '', REQUIRED_MESSAGE);
  }
  const filled = (field: DetailsField) => values[field].trim() !== '' && fieldRule(field, config) !== 'never';
  check('firstname', NAME.test(values.firstname.trim()), NAME_MESSAGE);
  check('lastname', NAME.test(values.lastname.trim()), NAME_MESSAGE);
  check('email', EMAIL.test(values.email.trim()) && values.email.length <= 254, EMAIL_MESSAGE);
  if (filled('phone')) check('phone', (uk ? GB_PHONE : AU_PHONE).test(normalisePhone(values.phone)), uk ? GB_PHONE_MESSAGE : PHONE_MESSAGE);
  check('dateOfBirth', isRealDate(values.dateOfBirth), DATE_OF_BIRTH_MESSAGE);
  if (!errors.dateOfBirth) check('dateOfBirth', ageOn(values.dateOfBirth, options.today) >= options.minimumAge, underAgeMessage(options.minimumAge));
  if (filled('postcode')) {
    const problem = postcodeProblem(config.defaultCountry, values.postcode);
    check('postcode', problem === null, problem ?? '');
  }
  // An Australian state is one of the eight; a British county is free text (and may be left out).
  if (filled('state')) check('state', uk ? COUNTY.test(values.state.trim()) : AU_STATES.includes(values.state), uk ? COUNTY_MESSAGE : STATE_MESSAGE);
  if (filled('country')) check('country', (DETAILS_COUNTRIES as readonly string[]).includes(values.country), COUNTRY_MESSAGE);
  for (const field of ['addressLine1', 'addressLine2', 'suburb'] as const) if (filled(field)) check(field, values[field].length <= 100, ADDRESS_MESSAGE);
  return errors;
}

export type SignupAddressErrors = Partial<Record<keyof SignupAddress, string>>;

/**
 * The first problem with each part of an address given at sign-up in `country`, `{}` when all is well: the parts
 * the country's profile requires, its postcode form, a county of letters, and lines of up to 100 characters.
 */
export function validateSignupAddress(address: SignupAddress, country: string): SignupAddressErrors {
  const config = addressConfigFor(country);
  const errors: SignupAddressErrors = {};
  const required: [keyof SignupAddress, AddressFieldRule][] = [['addressLine1', config.address], ['suburb', config.suburb], ['postcode', config.postcode], ['county', config.state]];
  for (const [part, rule] of required) if (rule === 'required' && address[part].trim() === '') errors[part] = REQUIRED_MESSAGE;
  for (const part of ['addressLine1', 'addressLine2', 'suburb'] as const) if (!errors[part] && address[part].length > 100) errors[part] = ADDRESS_MESSAGE;
  const postcode = errors.postcode ? null : postcodeProblem(country, address.postcode);
  if (postcode) errors.postcode = postcode;
  if (address.county.trim() !== '' && !COUNTY.test(address.county.trim())) errors.county = COUNTY_MESSAGE;
  return errors;
}

/** Whether every field the configuration requires is filled and valid: an upgrade account is then complete. */
export function detailsComplete(values: DetailsValues, options: { today: string; minimumAge: number }): boolean {
  return Object.keys(validateDetails(values, { ...options, requireAddress: true })).length === 0;
}
