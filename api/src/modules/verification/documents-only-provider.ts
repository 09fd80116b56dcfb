import { randomUUID } from 'node:crypto';
import type { ProviderAnswer, VerificationProvider } from './provider';

const documentNeeded = (): ProviderAnswer => ({ outcome: 'document_required', reference: `documents-${randomUUID()}` });

/**
 * For a deployment with no data-source provider contracted (VERIFICATION_PROVIDER=documents): no check can be
 * made online, so every check asks for a document, and ops approve or refuse the uploads on the review queue
 * (`/platform/verification/documents`). Slower for the customer, but real: nobody is verified by a simulation.
 */
export function createDocumentsOnlyProvider(): VerificationProvider {
  return {
    name: 'documents',
    checkDetails: async () => documentNeeded(),
    checkLicence: async () => documentNeeded(),
  };
}
