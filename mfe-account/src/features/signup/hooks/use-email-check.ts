import { useCallback, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { looksLikeEmail } from '../../../lib/email';
import { emailExists } from '../api/signup';

/**
 * Before the first address there is nothing to ask: a question that never answers keeps the check
 * loading (read as "not known to be taken") without a state change nobody needs.
 */
const NOTHING_ASKED = new Promise<boolean>(() => undefined);

/**
 * Checks an address once per distinct value (on blur), as a read on the shared `useResource`: a new
 * address aborts the check before it and only the latest answer counts. A failed check reads as
 * "not known to be taken" (the sign-up call itself answers 409 if it is) and the next blur asks again.
 */
export function useEmailCheck(api: ApiClient) {
  const [email, setEmail] = useState<string | null>(null);
  const load = useCallback((signal: AbortSignal) => (email === null ? NOTHING_ASKED : emailExists(api, email, signal)), [api, email]);
  const check = useResource(load);
  const { retry } = check;
  const failed = check.status === 'error';

  const run = useCallback(
    (raw: string) => {
      const next = raw.trim();
      if (!looksLikeEmail(next)) return;
      if (next === email && failed) retry();
      else setEmail(next);
    },
    [email, failed, retry],
  );

  /** Whether `value` is known to be taken (after trimming). */
  const taken = check.status === 'success' && check.data;
  const isTaken = useCallback((value: string) => taken && value.trim() === email, [taken, email]);

  return { run, isTaken };
}
