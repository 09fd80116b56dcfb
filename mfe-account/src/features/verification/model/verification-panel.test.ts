import type { VerificationState } from '@drawfront/shared/contract/verification';
import { deadlineDate, verificationPanel } from './verification-panel';
import { buildVerification } from '../../../testing/build-verification';

describe('the verification panel', () => {
  it('shows verified first, then a pending review, then a document request', () => {
    expect(verificationPanel(buildVerification({ isVerified: true, documentRequired: true }))).toBe('verified');
    expect(verificationPanel(buildVerification({ documentRequired: true, upload: 'pending' }))).toBe('pending_review');
    expect(verificationPanel(buildVerification({ documentRequired: true }))).toBe('document_required');
  });

  it('names the method tried when a check failed, and not attempted before any', () => {
    expect(verificationPanel(buildVerification({ auto: 'failed' }))).toBe('attempted_auto');
    expect(verificationPanel(buildVerification({ licence: 'failed' }))).toBe('attempted_licence');
    expect(verificationPanel(buildVerification())).toBe('not_attempted');
    const state: VerificationState = buildVerification({ upload: 'rejected' });
    expect(verificationPanel(state)).toBe('not_attempted');
  });

  it('writes the deadline as a date in the site zone', () => {
    expect(deadlineDate('2027-01-09T02:00:00.000Z', 'en-AU', 'Australia/Sydney')).toBe('9 January 2027');
    expect(deadlineDate('2027-01-09T14:00:00.000Z', 'en-AU', 'Australia/Sydney')).toBe('10 January 2027');
  });
});
