import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { deviceId } from '../model/device-id';
import type { LoginCredentials } from '../model/validate-login';
import type { SecondFactor } from '../../../lib/two-factor';


/** `POST /login`. Never refreshed-and-retried: a 401 here means wrong details, not an expired token (storefront §7). */
export function login(api: ApiClient, { email, password }: LoginCredentials, second?: SecondFactor): Promise<LoginResult> {
  const device = deviceId();
  return api.request<LoginResult>({
    method: 'POST',
    path: '/login',
    body: { email: email.trim(), password, ...(device ? { deviceUuid: device } : {}), ...(second ? { otp: second.otp, rememberDevice: second.rememberDevice } : {}) },
    skipAuthRefresh: true,
  });
}
