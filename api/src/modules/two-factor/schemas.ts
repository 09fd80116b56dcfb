import { Type } from 'typebox';

export const CodeBodySchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 16 }) }, { additionalProperties: false });

export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  method: Type.Union([Type.Literal('authenticator'), Type.Literal('email'), Type.Null()]),
  rememberForDays: Type.Integer(),
  locked: Type.Boolean(),
});

export const AuthenticatorSetupSchema = Type.Object({
  /** The base32 secret, for customers who type it into the app instead of scanning. */
  secret: Type.String(),
  otpauthUrl: Type.String(),
  /** The otpauth URI as a PNG QR code (a data: URL). */
  qrCode: Type.String(),
});

export const CodeSentSchema = Type.Object({ sent: Type.Literal(true) });

/** "Send me a code": where it went (the masked address), so the form can say so. */
export const ActionCodeSentSchema = Type.Object({ sent: Type.Literal(true), method: Type.Literal('email'), identifier: Type.String() });

export const ElevatedSchema = Type.Object({ elevated: Type.Literal(true) });
