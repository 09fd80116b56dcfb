import { REGION_CODES } from '@drawfront/shared/contract/customer';
import { Type } from 'typebox';
import { PatternString } from '../../lib/typebox';
import { LoginResultSchema, SignupAddressSchema } from '../identity/schemas';

const Token = (max: number) => PatternString('^[A-Za-z0-9_-]+$', 'must be letters, digits, hyphen and underscore', { minLength: 1, maxLength: max });
const DeviceUuid = PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a UUID');
const SecondFactorFields = {
  deviceUuid: Type.Optional(DeviceUuid),
  otp: Type.Optional(Type.String({ maxLength: 16 })),
  rememberDevice: Type.Optional(Type.Boolean()),
};

export const SignInProviderParamsSchema = Type.Object({ provider: Type.Union([Type.Literal('apple'), Type.Literal('google')]) });
export const StartBodySchema = Type.Object({ returnTo: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export const RedirectSchema = Type.Object({ redirectUrl: Type.String() });

/** What the provider sent the browser back with: `code` and `state`, or `error` and `state`. */
const CallbackFields = {
  state: Token(200),
  code: Type.Optional(Token(200)),
  error: Type.Optional(Type.String({ maxLength: 100 })),
};
export const CallbackBodySchema = Type.Object(CallbackFields, { additionalProperties: false });
export const SignInCallbackBodySchema = Type.Object({ ...CallbackFields, ...SecondFactorFields }, { additionalProperties: false });

const Provider = Type.Union([Type.Literal('apple'), Type.Literal('google')]);
export const SignInAnswerSchema = Type.Object({
  status: Type.Union([Type.Literal('signed_in'), Type.Literal('password_required'), Type.Literal('signup_required')]),
  provider: Provider,
  returnTo: Type.Union([Type.String(), Type.Null()]),
  login: Type.Optional(LoginResultSchema),
  followUpToken: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  firstname: Type.Optional(Type.String()),
  lastname: Type.Optional(Type.String()),
});

export const SecondFactorBodySchema = Type.Object({ followUpToken: Token(100), ...SecondFactorFields }, { additionalProperties: false });
export const LinkWithPasswordBodySchema = Type.Object({ followUpToken: Token(100), password: Type.String({ minLength: 1, maxLength: 200 }), ...SecondFactorFields }, { additionalProperties: false });
export const SocialSignupBodySchema = Type.Object({
  followUpToken: Token(100),
  firstname: Type.String({ maxLength: 100 }),
  lastname: Type.String({ maxLength: 100 }),
  dateOfBirth: Type.String({ maxLength: 10 }),
  state: Type.Enum([...REGION_CODES]),
  acceptTerms: Type.Boolean(),
  emailOptIn: Type.Boolean(),
  // Required where the sub-variant's country asks for it at sign-up (en-GB), as the email sign-up's.
  address: Type.Optional(SignupAddressSchema),
  deviceUuid: Type.Optional(DeviceUuid),
}, { additionalProperties: false });

export const SignInMethodsSchema = Type.Object({
  hasPassword: Type.Boolean(),
  accounts: Type.Array(Type.Object({ provider: Provider, email: Type.String(), linkedAt: Type.String() })),
});

export const ConnectIdAnswerSchema = Type.Object({ isVerified: Type.Boolean(), method: Type.Literal('connect_id') });
