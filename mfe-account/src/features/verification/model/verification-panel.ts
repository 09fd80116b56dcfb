import type { VerificationState } from '@drawfront/shared/contract/verification';

/**
 * Which panel the verify pages show (groups spec §4: the panels depend on the statuses: a pending method, an
 * attempted auto verification, an attempted licence; their layouts are not shown, so the texts are ours).
 */
export type VerificationPanel = 'verified' | 'pending_review' | 'document_required' | 'attempted_auto' | 'attempted_licence' | 'not_attempted';

export function verificationPanel(state: VerificationState): VerificationPanel {
  if (state.isVerified) return 'verified';
  const method = (type: string) => state.methods.find((candidate) => candidate.type === type);
  if (method('photo_id_upload')?.status === 'pending') return 'pending_review';
  if (state.documentRequired) return 'document_required';
  // The page offers the details check first and the licence after it fails, so a tried licence is the latest try.
  if (method('drivers_licence')?.status === 'attempted') return 'attempted_licence';
  if (method('auto_verification')?.status === 'attempted') return 'attempted_auto';
  return 'not_attempted';
}

export const PANEL_TEXTS: Record<VerificationPanel, { key: string; title: string; body: string }> = {
  verified: { key: 'verified', title: 'Your identity is verified', body: 'Thanks: there is nothing more to do. You can buy tickets and withdraw your winnings.' },
  pending_review: { key: 'pending', title: "We're checking your documents", body: "We'll email you once we have checked them, usually within one business day." },
  document_required: { key: 'document', title: 'We need a photo of your ID', body: "We couldn't confirm your details online. Upload a photo of your driver's licence or passport and we'll check it for you." },
  attempted_auto: { key: 'attempted-auto', title: "We couldn't verify your details", body: "Check that they match your ID exactly and try again, or use your driver's licence." },
  attempted_licence: { key: 'attempted-licence', title: "We couldn't verify your licence", body: 'Check the licence number and the state that issued it, or upload a photo of your ID.' },
  not_attempted: { key: 'not-attempted', title: 'Not verified yet', body: "By law we must confirm who you are. It takes a minute with your address or your driver's licence." },
};

/** The deadline as a date in the site's locale and zone, e.g. "9 January 2027". */
export function deadlineDate(deadline: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(deadline));
}
