import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { Spinner } from '@drawfront/shared/ui/spinner';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { partnerAutologin } from '../api/partner-api';
import { PartnerFrame } from './partner-frame';

/** Groups spec §8 "Autologin failure" (exact texts). */
export const LINK_INVALID_TITLE = 'Email link no longer valid';
export const LINK_INVALID_MESSAGE = 'It looks like the email link you clicked is no longer valid. This is likely because it has expired or has already been used.';
export const UNAUTHORISED_TITLE = '401 - Something went wrong';
export const UNAUTHORISED_MESSAGE = 'Sorry, looks like we had some trouble verifying your login details. Please try again.';

export type PartnerAutologinPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'notify' | 'site'> & { slug: string; autologinToken: string };

/**
 * /purchase/{partnerSlug}/autologin/{autologinToken} (groups spec §2): signs in with the partner link's one-time
 * token (`POST /autologin`) and hands the sign-in to the shell, back to the partner checkout with the link's
 * query (its cart data). A two-factor account finishes on the site's autologin page, which asks for the code;
 * a dead link returns to the partner checkout, signed out, with the spec's notice.
 */
export function PartnerAutologinPage({ api, bus, i18n, navigate, notify, site, slug, autologinToken }: PartnerAutologinPageProps) {
  const heading = i18n.t('account.autologin.heading', 'Verifying Automatic Login');
  usePageTitle(heading, site.name);
  const [search] = useSearchParams();
  const pathTo = usePathTo(site);
  const query = search.toString();
  // The link's query is kept as it came: it carries the partner's cart data.
  const partnerCheckout = pathTo('partner-purchase', { partnerSlug: slug });
  const checkout = partnerCheckout && `${partnerCheckout}${query ? `?${query}` : ''}`;
  // One call per page: the token is single-use, so a re-render or remount must not send it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    partnerAutologin(api, autologinToken).then(
      (result) => bus.emit({ type: 'session/login-succeeded', result, returnTo: checkout }),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === '2fa_required') {
          const codePage = pathTo('login-autologin', { autologinToken }, { target: checkout ?? undefined });
          if (codePage) return navigate(codePage, { replace: true });
        }
        if (error instanceof ApiError && error.code === 'autologin_link_invalid') {
          notify({ title: i18n.t('account.autologin.invalid-title', LINK_INVALID_TITLE), message: i18n.t('account.autologin.invalid-message', LINK_INVALID_MESSAGE), level: 'error' });
        } else {
          notify({ title: i18n.t('account.login.unauthorised-title', UNAUTHORISED_TITLE), message: i18n.t('account.login.unauthorised-message', UNAUTHORISED_MESSAGE), level: 'error' });
        }
        if (checkout) navigate(checkout, { replace: true });
      },
    );
  }, [api, autologinToken, bus, checkout, i18n, navigate, notify, pathTo]);

  return (
    <PartnerFrame i18n={i18n} site={site}>
      <PageHeading>{heading}</PageHeading>
      <Spinner label={i18n.t('account.autologin.verifying', 'Signing you in…')} />
    </PartnerFrame>
  );
}
