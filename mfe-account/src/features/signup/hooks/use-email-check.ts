import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { looksLikeEmail } from '../../../lib/email';
import { emailExists } from '../api/signup';

/** What `POST /check-email` said about the address last checked. */
export interface EmailCheck {
  email: string;
  status: 'checking' | 'available' | 'taken' | 'unknown';
}

/**
 * Checks an address once per distinct value (on blur). Only the latest check counts, and a failed
 * check reads as "unknown": the sign-up call itself answers 409 if the address is taken after all.
 */
export function useEmailCheck(api: ApiClient) {
  const [check, setCheck] = useState<EmailCheck | null>(null);
  const latest = useRef<AbortController | null>(null);
  useEffect(() => () => latest.current?.abort(), []);

  const run = useCallback(
    async (raw: string) => {
      const email = raw.trim();
      if (!looksLikeEmail(email)) return;
      if (latest.current && check?.email === email && check.status !== 'unknown') return;
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      setCheck({ email, status: 'checking' });
      let status: EmailCheck['status'];
      try {
        status = (await emailExists(api, email, controller.signal)) ? 'taken' : 'available';
      } catch {
        status = 'unknown';
      }
      if (latest.current === controller && !controller.signal.aborted) setCheck({ email, status });
    },
    [api, check],
  );

  /** Whether `email` is known to be taken (after trimming). */
  const isTaken = useCallback((email: string) => check?.status === 'taken' && check.email === email.trim(), [check]);

  return { check, run, isTaken };
}
