import { Type } from 'typebox';

// The amount arrives as typed ("50.00"); the service applies the spec's amount messages to it.
export const PrecommitmentBodySchema = Type.Object({ limit: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: false });
