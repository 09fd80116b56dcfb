/**
 * What changes with the country a site sells in: the address a customer gives (its parts, their names and the
 * postcode's form) and the bank details a transfer or a withdrawal takes. The customer-details rule, the sign-up
 * form, the withdraw form and the API all read it here, so a country is added in one place.
 */
import type { AddressConfig } from '../contract/customer-details';

/** What the address's parts are called in a country (the form's labels and the API's messages). */
export interface AddressLabels {
  suburb: string;
  state: string;
  postcode: string;
}

/** The domestic bank account a country pays into: its bank code's name and the account number's digits. */
export interface NationalBank {
  /** The API's field name for the bank code (`bsb` in Australia, `sort_code` in Britain). */
  codeField: 'bsb' | 'sort_code';
  codeLabel: string;
  codeHint: string;
  accountNumberDigits: { min: number; max: number };
  /** Whether PayID (Australia's pay-by-email-or-phone) exists there. */
  payId: boolean;
}

export interface CountryProfile {
  country: 'AU' | 'GB';
  address: AddressConfig;
  labels: AddressLabels;
  /** Sign-up asks an Australian for the state only (storefront spec §5); a British customer gives the address. */
  signUpAsksAddress: boolean;
  postcode: { pattern: RegExp; message: string };
  /** What the details forms say under the phone and postcode fields: the country's own forms. */
  hints: { phone: string; postcode: string };
  bank: NationalBank;
}

const AU: CountryProfile = {
  country: 'AU',
  // The spec's default (groups spec §5 "address required, address line 2 never, country, postcode, state and suburb required, standard format").
  address: { address: 'required', addressLine2: 'never', country: 'required', postcode: 'required', state: 'required', suburb: 'required', format: 'standard', defaultCountry: 'AU' },
  labels: { suburb: 'Suburb', state: 'State', postcode: 'Post code' },
  signUpAsksAddress: false,
  postcode: { pattern: /^\d{4}$/, message: 'Please enter a 4 digit post code.' },
  hints: { phone: 'For example, 0412 345 678', postcode: '4 digits, for example 2000' },
  bank: { codeField: 'bsb', codeLabel: 'BSB', codeHint: '6 digits, e.g. 062-000', accountNumberDigits: { min: 5, max: 9 }, payId: true },
};

/** British addresses have a town, an optional county and often a second line; banks have a sort code and 8-digit accounts. */
const GB: CountryProfile = {
  country: 'GB',
  address: { address: 'required', addressLine2: 'optional', country: 'required', postcode: 'required', state: 'optional', suburb: 'required', format: 'uk', defaultCountry: 'GB' },
  labels: { suburb: 'Town or city', state: 'County (optional)', postcode: 'Postcode' },
  signUpAsksAddress: true,
  // Royal Mail's outward and inward codes (e.g. SW1A 1AA, M1 1AE, B33 8TH, CR2 6XH, DN55 1PT).
  postcode: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, message: 'Please enter a valid postcode, e.g. SW1A 1AA.' },
  hints: { phone: 'For example, 07700 900123', postcode: 'For example, SW1A 1AA' },
  bank: { codeField: 'sort_code', codeLabel: 'Sort code', codeHint: '6 digits, e.g. 12-34-56', accountNumberDigits: { min: 8, max: 8 }, payId: false },
};

const PROFILES: Readonly<Record<string, CountryProfile>> = { AU, GB };

/** Countries a customer may live in (the sites sell in Australia and, on the en-GB sub-variant, Britain). */
export const PROFILE_COUNTRIES = ['AU', 'GB'] as const;

/** The profile of `country` (ISO 3166-1 alpha-2, any case); Australia's, the spec's default, for any other. */
export function countryProfile(country: string): CountryProfile {
  return PROFILES[country.toUpperCase()] ?? AU;
}

/** A postcode as stored: upper case, and a British one with its single space before the inward code. */
export function normalisePostcode(country: string, postcode: string): string {
  const squashed = postcode.trim().toUpperCase();
  if (countryProfile(country).country !== 'GB') return squashed;
  const bare = squashed.replace(/\s+/g, '');
  return bare.length > 3 ? `${bare.slice(0, -3)} ${bare.slice(-3)}` : bare;
}

/** The message for a postcode that is not of `country`'s form, or null when it is. */
export function postcodeProblem(country: string, postcode: string): string | null {
  const { postcode: rule } = countryProfile(country);
  return rule.pattern.test(postcode.trim()) ? null : rule.message;
}
