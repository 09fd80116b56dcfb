import { Type } from 'typebox';
import { PatternString } from '../../lib/typebox';

const DeviceUuid = PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'must be a UUID');
const AutologinToken = PatternString('^[A-Za-z0-9_-]+$', 'must be letters, digits, hyphen and underscore', { minLength: 1, maxLength: 200 });

/** `POST /autologin` (JSON) and `POST /transfer` (a form, so its flag may come as the text "true" or "false"). */
export const AutologinBodySchema = Type.Object({
  autologinToken: AutologinToken,
  deviceUuid: Type.Optional(DeviceUuid),
  /** The two-factor code, when the first answer was `2fa_required`. */
  otp: Type.Optional(Type.String({ maxLength: 16 })),
  rememberDevice: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')])),
}, { additionalProperties: false });

/** `POST /platform/sites/{site}/autologin-links` (ops): a sign-in link for a customer. */
export const NewSignInLinkSchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  kind: Type.Optional(Type.Union([Type.Literal('autologin'), Type.Literal('transfer')])),
  /** Where the page sends the customer once signed in: a path on the site. */
  target: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
}, { additionalProperties: false });
export const SignInLinkSchema = Type.Object({ link: Type.String(), path: Type.String(), expiresAt: Type.String() });
