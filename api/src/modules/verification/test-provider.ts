import { randomUUID } from 'node:crypto';
import type { VerificationOutcome } from '@drawfront/shared/contract/verification';
import type { ProviderAnswer, VerificationProvider } from './provider';

/**
 * The test provider's magic values (documented in api/README.md), like the test gateway's magic cards: any other
 * details or licence pass. Surnames are matched without regard to case; licence numbers exactly.
 */
export const TEST_VERIFICATION_MAGIC = {
  /** Details or licence of someone with this surname fail the check. */
  failSurname: 'Failed',
  /** Details of someone with this surname cannot be matched: the provider asks for a document. */
  documentSurname: 'Document',
  /** This licence number does not match the licence register. */
  failLicence: '00000000',
  /** This licence number cannot be checked online: a document is needed. */
  documentLicence: '99999999',
} as const;

const answer = (outcome: VerificationOutcome): ProviderAnswer => ({ outcome, reference: `test-${randomUUID()}` });

function bySurname(lastname: string): VerificationOutcome | null {
  const surname = lastname.trim().toLowerCase();
  if (surname === TEST_VERIFICATION_MAGIC.failSurname.toLowerCase()) return 'failed';
  if (surname === TEST_VERIFICATION_MAGIC.documentSurname.toLowerCase()) return 'document_required';
  return null;
}

/** The built-in provider: answers at once, by the magic values above, and passes everything else. */
export function createTestVerificationProvider(): VerificationProvider {
  return {
    name: 'test',
    async checkDetails(details) {
      return answer(bySurname(details.lastname) ?? 'verified');
    },
    async checkLicence(licence) {
      if (licence.licenceNumber === TEST_VERIFICATION_MAGIC.failLicence) return answer('failed');
      if (licence.licenceNumber === TEST_VERIFICATION_MAGIC.documentLicence) return answer('document_required');
      return answer(bySurname(licence.lastname) ?? 'verified');
    },
  };
}
