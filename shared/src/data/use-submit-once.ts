import { useCallback, useEffect, useRef, useState } from 'react';

/** A form's states (storefront §4 "Forms"): idle, submitting, then success or error. */
export type SubmitState<R, F> = { status: 'idle' } | { status: 'submitting' } | { status: 'success'; result: R } | { status: 'error'; failure: F };

export interface Idempotency<I, F> {
  newKey: () => string;
  /**
   * Whether the server definitely answered (a refusal): the attempt is over and the next press gets
   * a new key. Otherwise (network, timeout, 5xx) the outcome is unknown and the key is kept, so the
   * server answers the first call instead of making a second.
   */
  isSettled: (failure: F) => boolean;
  /** Whether a new press repeats the last attempt (same card and amount); default: always. */
  sameAttempt?: (previous: I, next: I) => boolean;
}

export interface SubmitOnceOptions<I, R, F> {
  /** The call. `key` is the attempt's idempotency key when `idempotency` is set, otherwise null. */
  send: (input: I, key: string | null) => Promise<R>;
  /** Turns what the call threw into what the form shows. */
  toFailure: (error: unknown) => F;
  /** Runs after a success even if the page has gone (a session or purchase must not be lost). */
  onSuccess?: (result: R, input: I) => void;
  /** Money-moving calls: one key per attempt, kept across retries whose outcome is unknown. */
  idempotency?: Idempotency<I, F>;
  /** Stay locked after a success (the page is on its way elsewhere, e.g. to the receipt). */
  lockAfterSuccess?: boolean;
}

export interface SubmitOnce<I, R, F> {
  state: SubmitState<R, F>;
  /** Sends once; a second press while one is on its way (or after a locking success) sends nothing. */
  submit: (input: I) => Promise<SubmitState<R, F>>;
  /** Forgets the attempt and its key (e.g. the cart was refreshed): the next press is a new attempt. */
  reset: () => void;
}

/** The one way a frontend form sends: once at a time, with its idempotency key, and safe after unmount. */
export function useSubmitOnce<I, R, F>(options: SubmitOnceOptions<I, R, F>): SubmitOnce<I, R, F> {
  const [state, setState] = useState<SubmitState<R, F>>({ status: 'idle' });
  // Refs, not state: two presses in one frame both see the old state.
  const locked = useRef(false);
  const attempt = useRef<{ input: I; key: string } | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const show = useCallback((next: SubmitState<R, F>) => {
    if (mounted.current) setState(next);
    return next;
  }, []);

  const submit = useCallback(
    async (input: I): Promise<SubmitState<R, F>> => {
      if (locked.current) return { status: 'submitting' };
      locked.current = true;
      const { send, toFailure, idempotency } = latest.current;
      let key: string | null = null;
      if (idempotency) {
        const previous = attempt.current;
        const same = previous !== null && (idempotency.sameAttempt ?? (() => true))(previous.input, input);
        key = same ? previous.key : idempotency.newKey();
        attempt.current = { input, key };
      }
      show({ status: 'submitting' });
      try {
        const result = await send(input, key);
        attempt.current = null;
        if (!latest.current.lockAfterSuccess) locked.current = false;
        const next = show({ status: 'success', result });
        latest.current.onSuccess?.(result, input);
        return next;
      } catch (error) {
        const failure = toFailure(error);
        if (!idempotency || idempotency.isSettled(failure)) attempt.current = null;
        locked.current = false;
        return show({ status: 'error', failure });
      }
    },
    [show],
  );

  const reset = useCallback(() => {
    if (locked.current) return;
    attempt.current = null;
    show({ status: 'idle' });
  }, [show]);

  return { state, submit, reset };
}
