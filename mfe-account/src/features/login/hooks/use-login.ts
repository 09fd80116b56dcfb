import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { login } from '../api/login';
import { describeLoginFailure } from '../model/login-failure';
import type { LoginFailure } from '../model/login-failure';
import type { LoginCredentials } from '../model/validate-login';

/** Form states from storefront §4: idle, submitting, then success or error. */
export type LoginState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; result: LoginResult }
  | { status: 'error'; failure: LoginFailure };

/** Runs the sign-in call; ignores a second submit while one is in flight. */
export function useLogin(api: ApiClient, onSuccess: (result: LoginResult) => void) {
  const [state, setState] = useState<LoginState>({ status: 'idle' });
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (credentials: LoginCredentials) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ status: 'submitting' });
      try {
        const result = await login(api, credentials);
        if (!mounted.current) return;
        setState({ status: 'success', result });
        onSuccess(result);
      } catch (error) {
        if (mounted.current) setState({ status: 'error', failure: describeLoginFailure(error) });
      } finally {
        inFlight.current = false;
      }
    },
    [api, onSuccess],
  );

  return { state, submit };
}
