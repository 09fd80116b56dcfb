import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { PartnerFrame } from './partner-frame';

/** A 404 from the API: no such partner (or page) here. */
export const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** /purchase/{partnerSlug}/* and an unknown partner (groups spec §2 "partner not-found page"). */
export function PartnerNotFoundContent({ i18n, navigate, site }: Pick<RemoteProps, 'i18n' | 'navigate' | 'site'>) {
  const heading = i18n.t('partner.not-found.heading', 'Partner page not found');
  usePageTitle(heading, site.name);
  const home = usePathTo(site)('home');
  return (
    <PartnerFrame i18n={i18n} site={site}>
      <PageHeading>{heading}</PageHeading>
      <div className="cart-partner-panel">
        <p className="cart-partner-text">{i18n.t('partner.not-found.message', 'The link you followed does not lead to a partner checkout. Check the link with the partner who sent it.')}</p>
        {home ? (
          <ShellLink to={home} navigate={navigate} className={buttonClassName('secondary')}>
            {i18n.t('partner.not-found.home', 'Go to {site}', { site: site.name })}
          </ShellLink>
        ) : null}
      </div>
    </PartnerFrame>
  );
}
