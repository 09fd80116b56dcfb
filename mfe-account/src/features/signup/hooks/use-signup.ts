import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult, SignupRequest } from '@drawfront/shared/contract/customer';
import { signup } from '../api/signup';
import { toSignupFailure } from '../model/server-errors';
import type { SignupFailure } from '../model/server-errors';

/** Form states from storefront §4: idle, submitting, then success or error. */
export type SignupState = { status: 'idle' } | { status: 'submitting' } | { status: 'success'; result: LoginResult } | { status: 'error'; failure: SignupFailure };

/** Runs `POST /signup`; a second submit while one is in flight sends nothing. */
export function useSignup(api: ApiClient, onSuccess: (result: LoginResult) => void) {
  const [state, setState] = useState<SignupState>({ status: 'idle' });
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (request: SignupRequest): Promise<SignupState> => {
      if (inFlight.current) return { status: 'submitting' };
      inFlight.current = true;
      setState({ status: 'submitting' });
      let next: SignupState;
      try {
        const result = await signup(api, request);
        next = { status: 'success', result };
        if (mounted.current) setState(next);
        onSuccess(result);
      } catch (error) {
        next = { status: 'error', failure: toSignupFailure(error) };
        if (mounted.current) setState(next);
      } finally {
        inFlight.current = false;
      }
      return next;
    },
    [api, onSuccess],
  );

  return { state, submit };
}
