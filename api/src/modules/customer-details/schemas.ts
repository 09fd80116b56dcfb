import type { ConfirmRequest, ConfirmResult, CustomerDetails, UpdateDetailsRequest } from '@drawfront/shared/contract/customer-details';
import { DETAILS_FIELDS } from '@drawfront/shared/contract/customer-details';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';

const Rule = Type.Enum(['required', 'optional', 'never']);
const FieldSchema = Type.Enum([...DETAILS_FIELDS]);

export const CustomerDetailsSchema = Type.Object({
  customerId: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  dateOfBirth: Type.String(),
  address: Type.Object({ addressLine1: Type.String(), addressLine2: Type.String(), suburb: Type.String(), postcode: Type.String(), state: Type.String(), country: Type.String() }),
  addressConfig: Type.Object({ address: Rule, addressLine2: Rule, country: Rule, postcode: Rule, state: Rule, suburb: Rule, format: Type.Enum(['standard', 'uk']), defaultCountry: Type.String() }),
  immutableFields: Type.Array(FieldSchema),
  addressConfirmationRequired: Type.Boolean(),
  emailAddressConfirmationRequired: Type.Boolean(),
});
assertType<SameShape<Static<typeof CustomerDetailsSchema>, CustomerDetails>>();

// Lengths well above what the rules allow, so the rules' own messages answer a long value; this only bounds the body.
const Field = Type.Optional(Type.String({ maxLength: 254 }));

/** `POST /customer/details`: any of the fields; unknown ones are refused rather than silently dropped. */
export const UpdateDetailsBodySchema = Type.Object(
  Object.fromEntries(DETAILS_FIELDS.map((field) => [field, Field])) as Record<(typeof DETAILS_FIELDS)[number], typeof Field>,
  { additionalProperties: false, minProperties: 1 },
);
assertType<SameShape<Static<typeof UpdateDetailsBodySchema>, UpdateDetailsRequest>>();

/** A confirmation link's token: base64url, as every token read from a link must be (ARCHITECTURE §4). */
export const ConfirmBodySchema = Type.Object({ token: Type.Optional(PatternString('^[A-Za-z0-9_-]{16,128}$', 'must be the token from the confirmation link')) }, { additionalProperties: false });
assertType<SameShape<Static<typeof ConfirmBodySchema>, ConfirmRequest>>();

export const ConfirmResultSchema = Type.Object({ status: Type.Enum(['confirmed', 'link_sent']), email: Type.String() });
assertType<SameShape<Static<typeof ConfirmResultSchema>, ConfirmResult>>();
