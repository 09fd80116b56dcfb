import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { finishConnectId } from '../api/verification-api';

export type ConnectIdReturn = { status: 'none' } | { status: 'checking' } | { status: 'verified' } | { status: 'failed'; message: string };

/** The answer ConnectID put in the page's query when it sent the customer back, or null when there is none. */
export function connectIdAnswer(search: string): { state: string; code?: string; error?: string } | null {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  if (!state || (!query.get('code') && !query.get('error'))) return null;
  return { state, ...(query.get('code') ? { code: query.get('code')! } : {}), ...(query.get('error') ? { error: query.get('error')! } : {}) };
}

/**
 * Back from ConnectID (`?code=…&state=…`, or `?error=…&state=…`): hands the answer to the API once (the state is
 * single-use, so a second send would be refused even under React's double effects) and says how it went.
 * `onDone` runs after either outcome, to take the one-time answer out of the address.
 */
export function useConnectIdReturn(api: ApiClient, search: string, fallback: string, onVerified: () => void, onDone: () => void): ConnectIdReturn {
  const [result, setResult] = useState<ConnectIdReturn>(() => (connectIdAnswer(search) ? { status: 'checking' } : { status: 'none' }));
  const sent = useRef(false);
  // The latest page callbacks, read when the answer comes back: the effect itself runs once per return.
  const latest = useRef({ api, fallback, onVerified, onDone });
  useEffect(() => {
    latest.current = { api, fallback, onVerified, onDone };
  });
  useEffect(() => {
    const { api, fallback, onVerified, onDone } = latest.current;
    const answer = connectIdAnswer(search);
    if (!answer || sent.current) return;
    sent.current = true;
    finishConnectId(api, answer).then(
      () => {
        setResult({ status: 'verified' });
        onVerified();
        onDone();
      },
      (error: unknown) => {
        setResult({ status: 'failed', message: errorMessage(error, fallback) });
        onDone();
      },
    );
  }, [search]);
  return result;
}
