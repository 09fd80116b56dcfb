import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { deviceId } from '../model/device-id';
import type { SecondFactor } from '../../../lib/two-factor';

/** An emailed sign-in link (`POST /autologin`) or a partner's hand-over (`POST /transfer`, sent as a form). */
export type SignInLinkKind = 'autologin' | 'transfer';

/** Signs in with a link's token (groups spec §7); the second call after `2fa_required` carries the code. Never refreshed-and-retried. */
export function autologin(api: ApiClient, kind: SignInLinkKind, autologinToken: string, second?: SecondFactor): Promise<LoginResult> {
  const device = deviceId();
  return api.request<LoginResult>({
    method: 'POST',
    path: kind === 'transfer' ? '/transfer' : '/autologin',
    body: { autologinToken, ...(device ? { deviceUuid: device } : {}), ...(second ? { otp: second.otp, rememberDevice: second.rememberDevice } : {}) },
    form: kind === 'transfer',
    skipAuthRefresh: true,
  });
}
