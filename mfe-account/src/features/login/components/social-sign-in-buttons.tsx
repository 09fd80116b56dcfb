import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { startSocialSignIn } from '../api/social-sign-in';
import './login.css';
import type { SocialProvider } from '../api/social-sign-in';
import { useMutation } from '@drawfront/shared/data/use-mutation';

export interface SocialSignInButtonsProps extends Pick<RemoteProps, 'api' | 'i18n' | 'site'> {
  /** Where to go after signing in (a same-site path), carried through the provider and back; the page's `?returnTo=` by default. */
  returnTo?: string | null;
  /** Leaves the page for the provider; the browser's own navigation unless a test passes one. */
  leave?: (url: string) => void;
}

const LABELS: Record<SocialProvider, [string, string]> = {
  google: ['account.social.google', 'Continue with Google'],
  apple: ['account.social.apple', 'Sign in with Apple'],
};

/** The providers the site offers: its sign-in methods beyond email are capabilities (groups spec §3). */
export function socialProvidersOf(site: RemoteProps['site']): SocialProvider[] {
  return (['google', 'apple'] as const).filter((provider) => site.capabilities.includes(`sign-in-${provider}`));
}

/** "Continue with Google" and "Sign in with Apple" on the sign-in and sign-up pages, where the site offers them. */
export function SocialSignInButtons({ api, i18n, site, returnTo, leave = (url) => window.location.assign(url) }: SocialSignInButtonsProps) {
  const providers = socialProvidersOf(site);
  const [query] = useSearchParams();
  const target = returnTo === undefined ? safeReturnPath(query.get('returnTo')) : returnTo;
  const [chosen, setChosen] = useState<SocialProvider | null>(null);
  // One start at a time; after it the browser is on its way to the provider, so the buttons stay busy.
  const sign = useMutation<SocialProvider, { redirectUrl: string }, string>({
    invalidates: [],
    send: (provider) => startSocialSignIn(api, provider, target),
    toFailure: (error) => errorMessage(error),
    onSuccess: (started) => leave(started.redirectUrl),
    lockAfterSuccess: true,
  });
  if (providers.length === 0) return null;
  const busy = sign.state.status === 'submitting' || sign.state.status === 'success' ? chosen : null;
  const failure = sign.state.status === 'error' ? sign.state.failure : null;

  const start = (provider: SocialProvider) => {
    setChosen(provider);
    return sign.submit(provider);
  };

  return (
    <div className="account-social">
      <p className="account-social__or">{i18n.t('account.social.or', 'Or use another account')}</p>
      {failure ? (
        <Alert tone="error" title={i18n.t('account.social.error-title', "We couldn't start that sign-in")}>
          {failure}
        </Alert>
      ) : null}
      <ul className="account-social__list">
        {providers.map((provider) => (
          <li key={provider}>
            <Button variant="secondary" className={`account-social__button account-social__button--${provider}`} busy={busy === provider} disabled={busy !== null} onClick={() => void start(provider)}>
              {i18n.t(...LABELS[provider])}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
