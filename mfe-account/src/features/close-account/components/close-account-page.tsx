import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { ACCOUNT_RECORDS_KEPT_YEARS } from '@drawfront/shared/rules/account-closure';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useClosureBalance } from '../hooks/use-closure-balance';
import { closureBalance, closureBalanceTexts } from '../model/closure-balance';
import { CloseAccountFlow } from './close-account-flow';
import './close-account.css';
import { useQueryClient } from '@drawfront/shared/data/data-context';

export type CloseAccountPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'site'>;

/**
 * /close-my-account: what closing does, the balance and what happens to it, then the reason and a
 * confirmation. While money can be withdrawn the page sends the customer to withdraw it first (the API
 * refuses the closure until then). After closing, the shell signs the customer out and shows the success page.
 */
export function CloseAccountPage({ api, bus, i18n, site }: CloseAccountPageProps) {
  const heading = i18n.t('account.close.heading', 'Close your account');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const resource = useClosureBalance(api);
  const balance = resource.status === 'success' ? closureBalance(resource.data) : null;
  const withdrawPath = pathTo('withdraw');
  const queries = useQueryClient();

  const onClosed = () => {
    // Nothing this customer read may be shown again; the shell ends the session and goes to the success page.
    queries?.clear();
    bus.emit({ type: 'session/logout-requested', reason: 'user', redirectTo: pathTo('close-my-account-success') ?? undefined });
  };

  return (
    <div className="account-close">
      <PageHeading intro={i18n.t('account.close.intro', 'Before you go, here is what closing your account means.')}>{heading}</PageHeading>
      <section className="account-close__section" aria-labelledby="account-close-what">
        <h2 id="account-close-what" className="account-close__subheading">
          {i18n.t('account.close.what-heading', 'What happens when you close it')}
        </h2>
        <ul>
          <li>{i18n.t('account.close.what-sign-in', "You can't sign in to it again, and we stop sending you marketing email.")}</li>
          <li>{i18n.t('account.close.what-recurring', 'Your autoplays, subscriptions and pre-orders are cancelled.')}</li>
          <li>{i18n.t('account.close.what-tickets', 'Tickets you have already bought stay in their draws. If one wins, contact support to be paid.')}</li>
          <li>{i18n.t('account.close.what-records', 'We keep the records of your account for {years} years, as the law requires, and then delete them.', { years: ACCOUNT_RECORDS_KEPT_YEARS })}</li>
        </ul>
      </section>
      <section className="account-close__section" aria-labelledby="account-close-balance">
        <h2 id="account-close-balance" className="account-close__subheading">
          {i18n.t('account.close.balance-heading', 'Your balance')}
        </h2>
        {resource.status === 'loading' ? (
          <p role="status" className="account-close__muted">
            {i18n.t('account.close.loading', 'Loading your balance')}
          </p>
        ) : null}
        {resource.status === 'error' ? <LoadError title={i18n.t('account.close.load-error', "We couldn't load your balance")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
        {balance ? (
          <>
            {closureBalanceTexts(balance, i18n).map((text) => (
              <p key={text}>{text}</p>
            ))}
            {balance.withdrawable > 0 ? (
              <p>
                {withdrawPath ? (
                  <Link to={withdrawPath}>{i18n.t('account.close.withdraw-link', 'Withdraw your balance')}</Link>
                ) : (
                  i18n.t('account.close.withdraw-support', 'Call support on {number} to have it paid out.', { number: site.constants.supportNumber })
                )}
              </p>
            ) : null}
          </>
        ) : null}
      </section>
      {balance && balance.withdrawable === 0 ? <CloseAccountFlow takeABreakPath={pathTo('take-a-break')} api={api} i18n={i18n} onClosed={onClosed} /> : null}
    </div>
  );
}
