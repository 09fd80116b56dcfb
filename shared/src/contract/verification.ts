/** Identity verification (groups spec §3 enumerations, §7 "Verification"); the API answers in these shapes. */

/** Verification method types (groups spec §3). */
export const VERIFICATION_METHOD_TYPES = ['auto_verification', 'connect_id', 'drivers_licence', 'greenid_ui', 'pdf_form', 'photo_id_upload'] as const;
export type VerificationMethodType = (typeof VERIFICATION_METHOD_TYPES)[number];

/** Verification status of a method (groups spec §3): `attempted` is tried and not passed; `pending` waits for review. */
export const VERIFICATION_STATUSES = ['disabled', 'not_attempted', 'pending', 'in_progress', 'attempted'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What a check by the verification provider answered (beyond the spec, which does not show its answers). */
export type VerificationOutcome = 'verified' | 'failed' | 'document_required';

/** A document a customer uploaded for manual review. */
export interface VerificationDocument {
  id: string;
  fileName: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  size: number;
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: string;
  /** Why it was rejected (shown to the customer), or null. */
  reviewNote: string | null;
}

/** `GET /v2/customer/verification`: where the customer stands. */
export interface VerificationState {
  isVerified: boolean;
  /** The end of the grace period after sign-up (the site's deadline, default 45 days). */
  deadline: string;
  /** Unverified and past the deadline: purchases and withdrawals answer `verification_required`. */
  blocked: boolean;
  methods: { type: VerificationMethodType; status: VerificationStatus; outcome: VerificationOutcome | null }[];
  /** The last automatic or licence check asked for a document: the manual upload is the way on. */
  documentRequired: boolean;
  /** Automatic and licence checks left (each method allows a few tries, then only an upload). */
  attemptsLeft: { autoVerification: number; driversLicence: number };
  documents: VerificationDocument[];
  /** Whether this deployment has a ConnectID provider; the page offers "Verify with ConnectID" only then. */
  connectIdOffered: boolean;
}

/** `POST /v2/customer/verify` body (camelCase here, snake_case on the wire). */
export interface VerifyDetailsRequest {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  streetAddress: string;
  suburb: string;
  postcode: string;
  state: string;
}

/** `POST /v2/customer/verification/licence` body. */
export interface VerifyLicenceRequest {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  licenceNumber: string;
  licenceState: string;
  cardNumber?: string;
}

/** The answer of a check: its outcome and the state after it. */
export interface VerifyResult {
  outcome: VerificationOutcome;
  verification: VerificationState;
}

/** `POST /v2/customer/verification` (multipart `files`): the documents stored for review. */
export interface UploadResult {
  documents: VerificationDocument[];
  verification: VerificationState;
}
