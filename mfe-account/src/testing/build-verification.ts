import type { VerificationDocument, VerificationState } from '@drawfront/shared/contract/verification';

/** A verification state for tests: which methods were tried and how they ended. */
export function buildVerification(options: { isVerified?: boolean; blocked?: boolean; documentRequired?: boolean; auto?: 'failed' | 'document_required' | 'verified'; licence?: 'failed' | 'document_required' | 'verified'; upload?: VerificationDocument['status']; deadline?: string; reviewNote?: string; connectIdOffered?: boolean } = {}): VerificationState {
  const document: VerificationDocument | null = options.upload
    ? { id: '7f0c3b7e-0000-4000-8000-000000000001', fileName: 'licence.png', contentType: 'image/png', size: 2048, status: options.upload, submittedAt: '2026-11-20T01:00:00.000Z', reviewNote: options.upload === 'rejected' ? (options.reviewNote ?? 'The photo is too blurry to read.') : null }
    : null;
  return {
    isVerified: options.isVerified ?? false,
    deadline: options.deadline ?? '2027-01-09T02:00:00.000Z',
    blocked: options.blocked ?? false,
    methods: [
      { type: 'auto_verification', status: options.auto ? 'attempted' : 'not_attempted', outcome: options.auto ?? null },
      { type: 'drivers_licence', status: options.licence ? 'attempted' : 'not_attempted', outcome: options.licence ?? null },
      { type: 'photo_id_upload', status: !document ? 'not_attempted' : document.status === 'pending' ? 'pending' : 'attempted', outcome: document?.status === 'approved' ? 'verified' : document?.status === 'rejected' ? 'failed' : null },
    ],
    documentRequired: options.documentRequired ?? false,
    attemptsLeft: { autoVerification: options.auto ? 2 : 3, driversLicence: options.licence ? 2 : 3 },
    documents: document ? [document] : [],
    connectIdOffered: options.connectIdOffered ?? true,
  };
}
