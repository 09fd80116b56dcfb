import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { UploadResult, VerificationState, VerifyDetailsRequest, VerifyLicenceRequest, VerifyResult } from '@drawfront/shared/contract/verification';

/** `GET /customer/verification`: where the customer stands (verified, deadline, each method, documents). */
export function fetchVerification(api: ApiClient, signal?: AbortSignal): Promise<VerificationState> {
  return api.request<VerificationState>({ path: '/customer/verification', signal });
}

/** `POST /customer/verify`: the customer's details against the verification provider. */
export function verifyDetails(api: ApiClient, details: VerifyDetailsRequest): Promise<VerifyResult> {
  return api.request<VerifyResult>({ method: 'POST', path: '/customer/verify', body: details });
}

/** `POST /customer/verification/licence`: a driver's licence against the licence register. */
export function verifyLicence(api: ApiClient, licence: VerifyLicenceRequest): Promise<VerifyResult> {
  return api.request<VerifyResult>({ method: 'POST', path: '/customer/verification/licence', body: licence });
}

/** `POST /customer/verification`: documents for manual review, as multipart `files` (the browser sets the boundary). */
export function uploadDocuments(api: ApiClient, files: readonly File[]): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return api.request<UploadResult>({ method: 'POST', path: '/customer/verification', body: form });
}

/** `POST /customer/verification/connectid`: where to send the customer so their bank confirms who they are. */
export function startConnectId(api: ApiClient): Promise<{ redirectUrl: string }> {
  return api.request<{ redirectUrl: string }>({ method: 'POST', path: '/customer/verification/connectid' });
}

/** `POST /customer/verification/connectid/callback`: what ConnectID sent back (a code, or an error), spent once. */
export function finishConnectId(api: ApiClient, answer: { state: string; code?: string; error?: string }): Promise<{ isVerified: boolean; method: 'connect_id' }> {
  return api.request<{ isVerified: boolean; method: 'connect_id' }>({ method: 'POST', path: '/customer/verification/connectid/callback', body: answer });
}
