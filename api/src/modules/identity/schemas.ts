import { REGION_CODES } from '@drawfront/shared/contract/customer';
import type { LoginResult, RefreshResult, SignupRequest } from '@drawfront/shared/contract/customer';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { CustomerSchema } from '../customer/schemas';

const Email = Type.String({ minLength: 1, maxLength: 254 });
const DeviceUuid = PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a UUID');

export const CheckEmailBodySchema = Type.Object({ email: Email }, { additionalProperties: false });
export const CheckEmailResponseSchema = Type.Object({ exists: Type.Boolean() });

// Content rules (password strength, age, terms) are checked by the service, with the spec's messages.
/** The postal address a sign-up gives where its sub-variant's country asks for one (en-GB); its content is checked by the service. */
export const SignupAddressSchema = Type.Object({
  addressLine1: Type.String({ maxLength: 200 }),
  addressLine2: Type.String({ maxLength: 200 }),
  suburb: Type.String({ maxLength: 200 }),
  county: Type.String({ maxLength: 200 }),
  postcode: Type.String({ maxLength: 20 }),
}, { additionalProperties: false });

export const SignupBodySchema = Type.Object({
  email: Email,
  password: Type.String({ maxLength: 200 }),
  firstname: Type.String({ maxLength: 100 }),
  lastname: Type.String({ maxLength: 100 }),
  dateOfBirth: Type.String({ maxLength: 10 }),
  state: Type.Enum([...REGION_CODES]),
  acceptTerms: Type.Boolean(),
  emailOptIn: Type.Boolean(),
  // Required where the sub-variant's country asks for it at sign-up (en-GB); its content is checked by the service.
  address: Type.Optional(SignupAddressSchema),
  deviceUuid: Type.Optional(DeviceUuid),
  // The client sends attribution and metadata with a sign-up (groups spec §7); they are not stored yet.
  attribution: Type.Optional(Type.Unknown()),
  metadata: Type.Optional(Type.Unknown()),
  favouriteNumbers: Type.Optional(Type.Unknown()),
}, { additionalProperties: false });

export const LoginBodySchema = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 200 }),
  deviceUuid: Type.Optional(DeviceUuid),
  /** The two-factor code, when the first answer was `2fa_required` (groups spec §7). */
  otp: Type.Optional(Type.String({ maxLength: 16 })),
  /** Skip the second factor on this device for rememberForDays after this code. */
  rememberDevice: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

export const RefreshBodySchema = Type.Object({
  refreshToken: PatternString('^[A-Za-z0-9_-]+$', 'must be letters, digits, hyphen and underscore', { minLength: 1, maxLength: 200 }),
  otp: Type.Optional(Type.String({ maxLength: 16 })),
}, { additionalProperties: false });

export const LoginResultSchema = Type.Object({ customer: CustomerSchema, accessToken: Type.String(), refreshToken: Type.String(), deviceUuid: Type.String() });
export const RefreshResultSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String(), deviceUuid: Type.String() });
export const LogoutResponseSchema = Type.Object({ loggedOut: Type.Boolean() });

assertType<SameShape<Static<typeof LoginResultSchema>, LoginResult>>();
assertType<SameShape<Static<typeof RefreshResultSchema>, RefreshResult>>();
type SignupFields = Omit<Static<typeof SignupBodySchema>, 'deviceUuid' | 'attribution' | 'metadata' | 'favouriteNumbers'>;
assertType<SameShape<SignupFields, Omit<SignupRequest, 'state'> & { state: SignupFields['state'] }>>();
