import { createContext, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { apiStatusOf } from '../api-client/api-error';
import type { EventBus } from '../bus/event-bus';
import type { I18n } from '../contract/i18n';
import type { RemoteProps } from '../contract/remote-props';
import { NotFound } from './not-found';

/** What a read's failure means for the whole page, rather than for the part that read it. */
export type PageOutcome = 'not-found' | 'sign-in';

/**
 * 404: the thing the address names does not exist (or is not this visitor's to see): the remote's
 * not-found page. 401: the visitor must sign in first. Anything else is the part's own failure.
 */
export function pageOutcomeOf(error: unknown): PageOutcome | null {
  const status = apiStatusOf(error);
  if (status === 404 || namesNoResource(error)) return 'not-found';
  if (status === 401) return 'sign-in';
  return null;
}

/**
 * A read the API refused because the address's own id is malformed (422 `validation_failed` on the path
 * parameters, "invalid path parameters: id: must be a session id"): the address names nothing that could exist,
 * which is a not-found for the visitor, never the API's words.
 */
function namesNoResource(error: unknown): boolean {
  if (apiStatusOf(error) !== 422) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'validation_failed' && typeof message === 'string' && message.startsWith('invalid path parameters');
}

/**
 * Whether asking again can cure a failed read: a lost network, a timeout, a blocked frame, a busy or
 * failing server. A refusal (400, 403, 404, 409, 422…) answers the same however often it is asked.
 */
export function isRetryable(error: unknown): boolean {
  const status = apiStatusOf(error);
  return status === null || status >= 500 || status === 408 || status === 418 || status === 429;
}

const PageOutcomeContext = createContext<((outcome: PageOutcome) => void) | null>(null);

export interface PageOutcomeProviderProps {
  i18n: I18n;
  navigate: RemoteProps['navigate'];
  bus: EventBus;
  children: ReactNode;
}

/**
 * Around a remote's routes (`createRemoteParcel` puts it there): a read that answers 404 shows the remote's
 * not-found page in place of the page at this address, and one that answers 401 sends the visitor to sign
 * in and come back (as the shell's protected routes do). Another address shows its page again.
 */
export function PageOutcomeProvider({ i18n, navigate, bus, children }: PageOutcomeProviderProps) {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const [notFoundAt, setNotFoundAt] = useState<string | null>(null);
  const show = useMemo(
    () => (outcome: PageOutcome) => {
      if (outcome === 'not-found') setNotFoundAt(address);
      else bus.emit({ type: 'auth/login-required', returnTo: `${window.location.pathname}${window.location.search}` });
    },
    [address, bus],
  );
  if (notFoundAt === address) return <NotFound i18n={i18n} navigate={navigate} />;
  return <PageOutcomeContext.Provider value={show}>{children}</PageOutcomeContext.Provider>;
}

/**
 * Hands a read's 404 or 401 to the page (see `PageOutcomeProvider`); true while it does, so the caller
 * draws nothing of its own meanwhile. Outside a provider (a component test without one) it does nothing.
 */
export function usePageOutcome(error: unknown): boolean {
  const show = useContext(PageOutcomeContext);
  const outcome = show ? pageOutcomeOf(error) : null;
  useLayoutEffect(() => {
    if (outcome && show) show(outcome);
  }, [outcome, show]);
  return outcome !== null;
}
