import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { SecondFactor } from '../../../lib/two-factor';

/** `POST /password/forgot`: mails a reset link if the address has an account (the answer is the same either way). */
export function requestPasswordReset(api: ApiClient, email: string): Promise<{ sent: true }> {
  return api.request({ method: 'POST', path: '/password/forgot', body: { email: email.trim() }, skipAuthRefresh: true });
}

/**
 * `POST /password/reset`: spends the emailed link; answers a new sign-in (every other one has ended). With two-factor
 * on, the first answer is `2fa_required` and the link waits for the same call with the code.
 */
export function resetPassword(api: ApiClient, token: string, password: string, second?: SecondFactor): Promise<LoginResult> {
  return api.request({ method: 'POST', path: '/password/reset', body: { token, password, ...(second ? { otp: second.otp, rememberDevice: second.rememberDevice } : {}) }, skipAuthRefresh: true });
}

/** `POST /customer/change-password` (a form, groups spec §7): this sign-in stays, every other ends. */
export function changePassword(api: ApiClient, currentPassword: string, newPassword: string): Promise<{ passwordChanged: true }> {
  return api.request({ method: 'POST', path: '/customer/change-password', body: { currentPassword, newPassword }, form: true });
}

/** `POST /password/force-change`: a flagged customer's new password; answers a new sign-in in place of the old. */
export function forcePasswordChange(api: ApiClient, password: string): Promise<LoginResult> {
  return api.request({ method: 'POST', path: '/password/force-change', body: { password } });
}
