import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult, SignupRequest } from '@drawfront/shared/contract/customer';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { signup } from '../api/signup';
import { toSignupFailure } from '../model/server-errors';
import type { SignupFailure } from '../model/server-errors';

/** `POST /signup` on the shared submit-once hook: a second press while one is on its way sends nothing. */
export const useSignup = (api: ApiClient, onSuccess: (result: LoginResult) => void) =>
  useSubmitOnce<SignupRequest, LoginResult, SignupFailure>({ send: (request) => signup(api, request), toFailure: toSignupFailure, onSuccess });
