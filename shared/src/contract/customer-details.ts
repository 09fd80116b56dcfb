/**
 * "A separate customer details entity exists" (groups spec §3): what `GET /v2/customer/details` answers and
 * `POST /v2/customer/details` takes (sent snake_case by the API client), with the site's address configuration
 * (groups spec §5 "Customer address config") and which fields the site will not let a customer change.
 */

/** How the form treats one address part: must be filled, may be filled, or is not shown at all. */
export type AddressFieldRule = 'required' | 'optional' | 'never';

/** Postal address layout: `standard` (suburb, state, postcode) or `uk` (town and postcode, no state). */
export type AddressFormat = 'standard' | 'uk';

/** groups spec §5: "address required, address line 2 never, country, postcode, state and suburb required, standard format". */
export interface AddressConfig {
  address: AddressFieldRule;
  addressLine2: AddressFieldRule;
  country: AddressFieldRule;
  postcode: AddressFieldRule;
  state: AddressFieldRule;
  suburb: AddressFieldRule;
  format: AddressFormat;
  /** The country an address on this site is in (ISO 3166-1 alpha-2). */
  defaultCountry: string;
}

export interface CustomerAddress {
  addressLine1: string;
  addressLine2: string;
  suburb: string;
  postcode: string;
  state: string;
  country: string;
}

/** Fields of the details form; the ones a site lists as immutable are refused on change. */
export const DETAILS_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'dateOfBirth', 'addressLine1', 'addressLine2', 'suburb', 'postcode', 'state', 'country'] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];

/** Each field's name as the form labels it and the API's messages name it (the spec shows none). */
export const DETAILS_FIELD_LABELS: Record<DetailsField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  dateOfBirth: 'Date of birth',
  addressLine1: 'Address',
  addressLine2: 'Address line 2',
  suburb: 'Suburb',
  postcode: 'Post code',
  state: 'State',
  country: 'Country',
};

export interface CustomerDetails {
  customerId: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** ISO date `YYYY-MM-DD`. */
  dateOfBirth: string;
  address: CustomerAddress;
  addressConfig: AddressConfig;
  immutableFields: DetailsField[];
  addressConfirmationRequired: boolean;
  emailAddressConfirmationRequired: boolean;
}

/** `POST /v2/customer/details`: every field optional; what is sent is changed, what is left out stays. */
export type UpdateDetailsRequest = Partial<Record<DetailsField, string>>;

/** `PATCH /v2/customer/confirm-address` and `confirm-email-address`: signed in (the banner) or with the emailed token. */
export interface ConfirmRequest {
  token?: string;
}

/** What a confirm call answers: `confirmed`, or for an email confirmed without its link, that the link was sent. */
export interface ConfirmResult {
  status: 'confirmed' | 'link_sent';
  email: string;
}
