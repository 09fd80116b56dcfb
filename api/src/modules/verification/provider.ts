import type { VerificationOutcome } from '@drawfront/shared/contract/verification';

/** The person a check is about, as the customer entered them. */
export interface PersonDetails {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
}

export interface AddressCheck extends PersonDetails {
  streetAddress: string;
  suburb: string;
  postcode: string;
  state: string;
}

export interface LicenceCheck extends PersonDetails {
  licenceNumber: string;
  licenceState: string;
  cardNumber?: string;
}

/** What a provider answered: the outcome and its own reference for the check (kept, for support and audits). */
export interface ProviderAnswer {
  outcome: VerificationOutcome;
  reference: string;
}

/**
 * An identity verification provider (a data-source check such as greenID): the details against its sources, a
 * driver's licence against the document verification service. A real provider plugs in behind this interface;
 * the built-in test provider (test-provider.ts) answers by magic values, as the test payment gateway does.
 */
export interface VerificationProvider {
  readonly name: string;
  checkDetails(details: AddressCheck): Promise<ProviderAnswer>;
  checkLicence(licence: LicenceCheck): Promise<ProviderAnswer>;
}
