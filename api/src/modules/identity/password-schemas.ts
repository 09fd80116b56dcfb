import { Type } from 'typebox';
import { PatternString } from '../../lib/typebox';

const DeviceUuid = PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a UUID');
// Length only: the content rules (length, a letter, a digit) are the service's, with the spec's messages.
const NewPassword = Type.String({ maxLength: 200 });

export const ForgotPasswordBodySchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false });
/** The same answer whether or not the address has an account. */
export const ForgotPasswordResponseSchema = Type.Object({ sent: Type.Literal(true) });

export const ResetPasswordBodySchema = Type.Object({
  token: PatternString('^[A-Za-z0-9_-]+$', 'must be letters, digits, hyphen and underscore', { minLength: 1, maxLength: 200 }),
  password: NewPassword,
  deviceUuid: Type.Optional(DeviceUuid),
  /** The two-factor code, when the first answer was `2fa_required` (a reset link signs in like a password). */
  otp: Type.Optional(Type.String({ maxLength: 16 })),
  rememberDevice: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

export const ChangePasswordBodySchema = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: NewPassword,
}, { additionalProperties: false });
export const ChangePasswordResponseSchema = Type.Object({ passwordChanged: Type.Literal(true) });

export const ForceChangeBodySchema = Type.Object({ password: NewPassword, deviceUuid: Type.Optional(DeviceUuid) }, { additionalProperties: false });
