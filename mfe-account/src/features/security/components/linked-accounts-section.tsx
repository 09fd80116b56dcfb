import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useMutation } from '@drawfront/shared/data/use-mutation';
import { useQuery } from '@drawfront/shared/data/use-query';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { finishLink, signInMethods, startLink, unlink } from '../api/social-accounts';
import type { LinkableProvider, SignInMethods } from '../api/social-accounts';

export interface LinkedAccountsSectionProps extends Pick<RemoteProps, 'api' | 'i18n' | 'notify' | 'site'> {
  /** Leaves the page for the provider; the browser's own navigation unless a test passes one. */
  leave?: (url: string) => void;
}

const NAMES: Record<LinkableProvider, string> = { apple: 'Apple', google: 'Google' };

/**
 * Linked accounts on /my-account/login-and-security: the Apple and Google accounts the customer signs in with,
 * link one the site offers, unlink one. The provider sends the browser back here with `code` and `state`, which
 * this section hands to the API once. The API refuses to unlink the last way to sign in, with its own message.
 */
export function LinkedAccountsSection({ api, i18n, notify, site, leave = (url) => window.location.assign(url) }: LinkedAccountsSectionProps) {
  const methods = useQuery(['sign-in-methods'], useCallback((signal: AbortSignal) => signInMethods(api, signal), [api]));
  const [query, setQuery] = useSearchParams();
  const offered = (['google', 'apple'] as const).filter((provider) => site.capabilities.includes(`sign-in-${provider}`));
  const { replace } = methods;
  // One link or unlink at a time; `chosen` is the button it came from.
  const [chosen, setChosen] = useState<string | null>(null);
  const change = useMutation<{ action: () => Promise<SignInMethods | void>; done?: string }, { next: SignInMethods | void; done?: string }, string>({
    invalidates: [],
    send: async ({ action, done }) => ({ next: await action(), done }),
    toFailure: (error) => errorMessage(error),
    onSuccess: ({ next, done }) => {
      if (next) replace(next);
      if (done) notify({ title: done, message: i18n.t('account.social.methods-updated', 'Your ways to sign in are up to date.'), level: 'success' });
    },
  });
  const busy = change.state.status === 'submitting' ? chosen : null;
  const failure = change.state.status === 'error' ? change.state.failure : null;
  const { submit } = change;
  const act = useCallback(
    (key: string, action: () => Promise<SignInMethods | void>, done?: string) => {
      setChosen(key);
      return submit({ action, done });
    },
    [submit],
  );

  // Back from the provider: finish the link once, then drop the query so a reload does not send the spent state again.
  const finished = useRef(false);
  const state = query.get('state');
  useEffect(() => {
    if (!state || finished.current) return;
    finished.current = true;
    const back = { state, code: query.get('code') ?? undefined, error: query.get('error') ?? undefined };
    setQuery({}, { replace: true });
    void act('finish', () => finishLink(api, back), i18n.t('account.social.linked', 'Account linked'));
  }, [act, api, i18n, query, setQuery, state]);

  return (
    <section className="account-security__section" aria-labelledby="account-security-linked">
      <h2 id="account-security-linked">{i18n.t('account.social.linked-heading', 'Linked accounts')}</h2>
      <p>{i18n.t('account.social.linked-intro', 'Sign in with these accounts as well as your email. You always keep at least one way to sign in.')}</p>
      {failure ? (
        <Alert tone="error" title={i18n.t('account.social.linked-error', "That didn't work")}>
          {failure}
        </Alert>
      ) : null}
      {methods.status === 'loading' ? <Skeleton height="4rem" /> : null}
      {methods.status === 'error' ? <LoadError title={i18n.t('account.social.linked-load-error', "We couldn't load your linked accounts")} error={methods.error} i18n={i18n} onRetry={methods.retry} /> : null}
      {methods.status === 'success' ? (
        <ul className="account-security__linked">
          {offered.map((provider) => {
            const account = methods.data.accounts.find((each) => each.provider === provider);
            return (
              <li key={provider} className="account-security__linked-item">
                <span>
                  <strong>{NAMES[provider]}</strong>{' '}
                  {account ? i18n.t('account.social.linked-as', `linked: ${account.email}`) : i18n.t('account.social.not-linked', 'not linked')}
                </span>
                {account ? (
                  <Button variant="secondary" busy={busy === provider} disabled={busy !== null && busy !== provider} onClick={() => void act(provider, () => unlink(api, provider), i18n.t('account.social.unlinked', `${NAMES[provider]} account unlinked`))}>
                    {i18n.t('account.social.unlink', `Unlink ${NAMES[provider]}`)}
                  </Button>
                ) : (
                  <Button variant="secondary" busy={busy === provider} disabled={busy !== null && busy !== provider} onClick={() => void act(provider, async () => leave((await startLink(api, provider)).redirectUrl))}>
                    {i18n.t('account.social.link', `Link ${NAMES[provider]}`)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
