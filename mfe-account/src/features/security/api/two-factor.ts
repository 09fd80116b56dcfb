import type { ApiClient } from '@drawfront/shared/api-client/types';

export interface TwoFactorStatus {
  enabled: boolean;
  method: 'authenticator' | 'email' | null;
  rememberForDays: number;
  locked: boolean;
}

export interface AuthenticatorSetup {
  secret: string;
  otpauthUrl: string;
  /** A data: URL of the QR code. */
  qrCode: string;
}

const BASE = '/customer/two-factor-auth';

export const twoFactorStatus = (api: ApiClient, signal?: AbortSignal) => api.request<TwoFactorStatus>({ path: BASE, signal });
export const startAuthenticator = (api: ApiClient) => api.request<AuthenticatorSetup>({ method: 'POST', path: `${BASE}/authenticator` });
export const startEmailCodes = (api: ApiClient) => api.request<{ sent: true }>({ method: 'POST', path: `${BASE}/email` });
export const confirmTwoFactor = (api: ApiClient, method: 'authenticator' | 'email', code: string) => api.request<TwoFactorStatus>({ method: 'POST', path: `${BASE}/${method}/confirm`, body: { code } });
export const disableTwoFactor = (api: ApiClient, code: string) => api.request<TwoFactorStatus>({ method: 'POST', path: `${BASE}/disable`, body: { code } });

/** Where a requested code went (the masked address). */
export interface CodeSent {
  sent: true;
  method: 'email';
  identifier: string;
}

/** `POST /customer/two-factor-auth/code`: mails a code for the email method (at most one a minute); the authenticator's come from the app. */
export const sendTwoFactorCode = (api: ApiClient) => api.request<CodeSent>({ method: 'POST', path: `${BASE}/code` });
