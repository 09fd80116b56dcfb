import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult, SignupAddress } from '@drawfront/shared/contract/customer';
import { deviceId } from '../model/device-id';
import type { SecondFactor } from '../../../lib/two-factor';

/** The site's sign-in methods beyond email (groups spec §3), each a capability of the site. */
export type SocialProvider = 'apple' | 'google';

/** What the callback answers: signed in, or the one more step a new or unlinked identity needs. */
export type SocialSignInAnswer =
  | { status: 'signed_in'; provider: SocialProvider; returnTo: string | null; login: LoginResult }
  | { status: 'password_required' | 'signup_required'; provider: SocialProvider; returnTo: string | null; followUpToken: string; email: string; firstname: string; lastname: string };

/** The details a sign-up needs that a provider does not give. */
export interface SocialSignupDetails {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  state: string;
  acceptTerms: boolean;
  emailOptIn: boolean;
  /** The postal address, where the sub-variant's country asks for it at sign-up (en-GB), as the email sign-up does. */
  address?: SignupAddress;
}

const device = () => {
  const id = deviceId();
  return id ? { deviceUuid: id } : {};
};
const secondOf = (second?: SecondFactor) => (second ? { otp: second.otp, rememberDevice: second.rememberDevice } : {});

/** Where to send the browser to sign in with `provider`. */
export function startSocialSignIn(api: ApiClient, provider: SocialProvider, returnTo: string | null): Promise<{ redirectUrl: string }> {
  return api.request({ method: 'POST', path: `/social-auth/${provider}/start`, body: returnTo ? { returnTo } : {}, skipAuthRefresh: true });
}

/** Hands the provider's answer (`code` or `error`, and `state`) to the API; a second call after `2fa_required` goes to `socialSecondFactor`. */
export function socialCallback(api: ApiClient, query: { state: string; code?: string; error?: string }): Promise<SocialSignInAnswer> {
  return api.request({ method: 'POST', path: '/social-auth/callback', body: { ...query, ...device() }, skipAuthRefresh: true });
}

export function socialSecondFactor(api: ApiClient, followUpToken: string, second: SecondFactor): Promise<LoginResult> {
  return api.request({ method: 'POST', path: '/social-auth/second-factor', body: { followUpToken, ...device(), ...secondOf(second) }, skipAuthRefresh: true });
}

/** Links the identity to the account with its email: that account's password (and code, when asked). */
export function linkWithPassword(api: ApiClient, followUpToken: string, password: string, second?: SecondFactor): Promise<LoginResult> {
  return api.request({ method: 'POST', path: '/social-auth/link-with-password', body: { followUpToken, password, ...device(), ...secondOf(second) }, skipAuthRefresh: true });
}

export function socialSignup(api: ApiClient, followUpToken: string, details: SocialSignupDetails): Promise<LoginResult> {
  return api.request({ method: 'POST', path: '/social-auth/signup', body: { followUpToken, ...details, ...device() }, skipAuthRefresh: true });
}
