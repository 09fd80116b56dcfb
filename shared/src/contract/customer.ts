import type { PlayBreak } from '../rules/play-break';
import type { Amount } from './catalogue';
import type { MigrationStatus } from './migration';

/** `GET /v2/customer` (groups spec §3 "Customer"); money in minor units. */
export interface Customer {
  customerId: string;
  firstname: string;
  lastname: string;
  email: string;
  state: string;
  /** Wallet balance. */
  balance: Amount;
  /** What can be spent now (balance less holds). */
  availableFunds: Amount;
  pricingId: string;
  segmentName: string;
  isVerified: boolean;
  forcePasswordChange: boolean;
  accountUpgrade: boolean;
  /** Pre-commitment limit per week, or null when none is set. */
  preCommitment: { limit: Amount; spentThisPeriod: Amount } | null;
  emailOptIn: boolean;
  /** The break or self-exclusion in force (beyond the spec): while set, nothing can be bought or deposited. */
  playBreak: PlayBreak | null;
  /** The confirmation banner asks the customer to confirm their address (groups spec §3, §4 "Confirmation banner"). */
  addressConfirmationRequired: boolean;
  /** The confirmation banner asks the customer to confirm their email address (after an email change). */
  emailAddressConfirmationRequired: boolean;
  /** Groups spec §3: whether a legacy account can be (soft) or must be (hard) migrated, or is; absent means ineligible. */
  migrationStatus?: MigrationStatus;
  /** Groups spec §3 and §6: located in a country where the site is banned, and the terms not yet confirmed there. */
  countryBanned?: boolean;
  countryBannedConfirmationRequired?: boolean;
}

/**
 * `GET /v2/customer/withdrawable-funds` (groups spec §7; storefront §3 session `withdrawableFunds{amount, currency}`):
 * what may be withdrawn now (prize money not yet withdrawn, never more than the balance) and the whole balance.
 */
export interface WithdrawableFunds {
  withdrawableFunds: Amount;
  balance: Amount;
}

/** Answer of `POST /v2/login` and `POST /v2/signup` (groups spec §3 "Login result"). */
export interface LoginResult {
  customer: Customer;
  accessToken: string;
  refreshToken: string;
  deviceUuid: string;
}

/** Answer of `POST /v2/refresh`. */
export interface RefreshResult {
  accessToken: string;
  refreshToken: string;
  deviceUuid: string;
}

/** Payload of the JWT access token (storefront spec §3: "The access token decodes to a customer_id"). */
export interface AccessTokenPayload {
  customer_id: string;
  exp: number;
  iat: number;
}

/** `POST /v2/signup` body, camelCase here; sent snake_case by the API client. */
export interface SignupRequest {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** ISO date `YYYY-MM-DD`; the customer must be at least the site's minimum registration age (18). */
  dateOfBirth: string;
  /** Regional code: ACT, NSW, NT, QLD, SA, TAS, VIC, WA or OTHER (a British customer: OTHER, their county is in `address`). */
  state: string;
  acceptTerms: boolean;
  emailOptIn: boolean;
  /** The postal address, which a sub-variant whose country asks for it at sign-up requires (en-GB: `country-profile.ts`). */
  address?: SignupAddress;
}

/** The address a British customer gives at sign-up (beyond the spec, whose sign-up asks an Australian for the state only). */
export interface SignupAddress {
  addressLine1: string;
  addressLine2: string;
  /** The town or city (the details entity's `suburb`). */
  suburb: string;
  /** Optional; kept as the customer's state. */
  county: string;
  postcode: string;
}

/** Regional codes offered at sign-up (storefront spec §1; GB, LW and NSWL are excluded). */
export const REGION_CODES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'OTHER'] as const;
