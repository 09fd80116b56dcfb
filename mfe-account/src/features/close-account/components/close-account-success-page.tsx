import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { ACCOUNT_RECORDS_KEPT_YEARS } from '@drawfront/shared/rules/account-closure';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import './close-account.css';

export type CloseAccountSuccessPageProps = Pick<RemoteProps, 'i18n' | 'navigate' | 'site'>;

/** /close-my-account/success: where the customer lands, signed out, after closing (and after a session expiry on the close page). */
export function CloseAccountSuccessPage({ i18n, navigate, site }: CloseAccountSuccessPageProps) {
  const heading = i18n.t('account.close.success-heading', 'Your account is closed');
  usePageTitle(heading, site.name);
  const home = usePathTo(site)('home');
  return (
    <div className="account-close">
      <PageHeading intro={i18n.t('account.close.success-intro', "We've emailed you to confirm it. You've been signed out and can't sign in to it again.")}>{heading}</PageHeading>
      <ul>
        <li>{i18n.t('account.close.success-withdrawals', "Withdrawals you'd already asked for are still paid to your bank account.")}</li>
        <li>{i18n.t('account.close.what-tickets', 'Tickets you have already bought stay in their draws. If one wins, contact support to be paid.')}</li>
        <li>{i18n.t('account.close.what-records', 'We keep the records of your account for {years} years, as the law requires, and then delete them.', { years: ACCOUNT_RECORDS_KEPT_YEARS })}</li>
      </ul>
      <p>{i18n.t('account.close.success-support', 'Questions about your closed account? Call support on {number}.', { number: site.constants.supportNumber })}</p>
      {home ? (
        <p>
          <ShellLink to={home} navigate={navigate}>
            {i18n.t('account.close.success-home', 'Go to the home page')}
          </ShellLink>
        </p>
      ) : null}
    </div>
  );
}
