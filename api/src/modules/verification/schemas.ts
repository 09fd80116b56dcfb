import { VERIFICATION_METHOD_TYPES, VERIFICATION_STATUSES } from '@drawfront/shared/contract/verification';
import type { UploadResult, VerificationState, VerifyDetailsRequest, VerifyLicenceRequest, VerifyResult } from '@drawfront/shared/contract/verification';
import { DOCUMENT_TYPES } from '@drawfront/shared/rules/identity-verification';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, UuidString } from '../../lib/typebox';
import type { MutableArrays, SameShape } from '../../lib/typebox';

// Strings are bounded here; what each field must hold (names, a real date of birth and age, a postcode) is the
// shared rule (`rules/identity-verification.ts`), answered as field errors by the service.
const Text = (maxLength: number) => Type.String({ maxLength });

export const VerifyDetailsBodySchema = Type.Object(
  { firstname: Text(50), lastname: Text(50), dateOfBirth: Text(10), streetAddress: Text(100), suburb: Text(50), postcode: Text(4), state: Text(3) },
  { additionalProperties: false },
);
assertType<SameShape<Static<typeof VerifyDetailsBodySchema>, VerifyDetailsRequest>>();

export const VerifyLicenceBodySchema = Type.Object(
  { firstname: Text(50), lastname: Text(50), dateOfBirth: Text(10), licenceNumber: Text(10), licenceState: Text(3), cardNumber: Type.Optional(Text(12)) },
  { additionalProperties: false },
);
assertType<SameShape<Static<typeof VerifyLicenceBodySchema>, VerifyLicenceRequest>>();

export const VerificationDocumentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileName: Type.String(),
  contentType: Type.Enum([...DOCUMENT_TYPES]),
  size: Type.Integer(),
  status: Type.Enum(['pending', 'approved', 'rejected']),
  submittedAt: Type.String({ format: 'date-time' }),
  reviewNote: Nullable(Type.String()),
});

const Outcome = Type.Enum(['verified', 'failed', 'document_required']);

export const VerificationStateSchema = Type.Object({
  isVerified: Type.Boolean(),
  deadline: Type.String({ format: 'date-time' }),
  blocked: Type.Boolean(),
  methods: Type.Array(Type.Object({ type: Type.Enum([...VERIFICATION_METHOD_TYPES]), status: Type.Enum([...VERIFICATION_STATUSES]), outcome: Nullable(Outcome) })),
  documentRequired: Type.Boolean(),
  attemptsLeft: Type.Object({ autoVerification: Type.Integer(), driversLicence: Type.Integer() }),
  // Whether this deployment has a ConnectID provider: the page offers the bank check only then.
  connectIdOffered: Type.Boolean(),
  documents: Type.Array(VerificationDocumentSchema),
});
assertType<SameShape<MutableArrays<Static<typeof VerificationStateSchema>>, MutableArrays<VerificationState>>>();

export const VerifyResultSchema = Type.Object({ outcome: Outcome, verification: VerificationStateSchema });
assertType<SameShape<Static<typeof VerifyResultSchema>['outcome'], VerifyResult['outcome']>>();

export const UploadResultSchema = Type.Object({ documents: Type.Array(VerificationDocumentSchema), verification: VerificationStateSchema });
assertType<SameShape<Static<typeof UploadResultSchema>['documents'][number], UploadResult['documents'][number]>>();

/** A document in the review queue (ops). */
export const QueuedDocumentSchema = Type.Object({
  ...VerificationDocumentSchema.properties,
  site: Type.String(),
  customerId: Type.String({ format: 'uuid' }),
  email: Type.String(),
  name: Type.String(),
  reviewedBy: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String({ format: 'date-time' })),
});

export const DocumentParamsSchema = Type.Object({ id: UuidString() });
export const QueueQuerySchema = Type.Object(
  { status: Type.Optional(Type.Enum(['pending', 'approved', 'rejected', 'all'])), site: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$' })) },
  { additionalProperties: false },
);
export const RejectBodySchema = Type.Object({ reason: Type.String({ minLength: 3, maxLength: 500 }) }, { additionalProperties: false });
