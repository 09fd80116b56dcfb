import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { login } from '../api/login';
import type { SecondFactor } from '../../../lib/two-factor';
import { describeLoginFailure } from '../model/login-failure';
import type { LoginFailure } from '../model/login-failure';
import type { LoginCredentials } from '../model/validate-login';

/** The sign-in call on the shared submit-once hook: a second press while one is on its way sends nothing. */
export const useLogin = (api: ApiClient, onSuccess: (result: LoginResult) => void) =>
  useSubmitOnce<LoginCredentials & { second?: SecondFactor }, LoginResult, LoginFailure>({ send: ({ second, ...credentials }) => login(api, credentials, second), toFailure: describeLoginFailure, onSuccess });
