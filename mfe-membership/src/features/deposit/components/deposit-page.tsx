import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { useRemotePathTo } from '@drawfront/shared/routes/use-remote-path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { Hero } from '@drawfront/shared/ui/hero';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { GuardedBuy } from '@drawfront/shared/ui/play-break-notice';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useProgramme } from '../../../lib/use-programme';
import '../../../components/membership.css';

/** /daily-winners/deposit: why a pending-deposit member deposits, and the way to the deposit flow. */
export function DepositPage(props: Pick<RemoteProps, 'api' | 'basePath' | 'i18n' | 'navigate' | 'session' | 'site'>) {
  const { basePath, i18n, navigate, site } = props;
  const title = i18n.t('membership.deposit.heading', 'Deposit to start winning');
  usePageTitle(title, site.name);
  const programme = useProgramme(props);
  const pathTo = usePathTo(site);
  const deposit = pathTo('my-account-deposit');
  // Not a member yet: a deposit would not make them one, the landing's opt-in does.
  const landing = useRemotePathTo(site, basePath)('daily-winners');
  const status = programme.status === 'success' ? (programme.data.membership?.membershipStatus ?? 'non-member') : null;
  return (
    <div className="membership-page">
      <Hero tone="success">
        <PageHeading intro={i18n.t('membership.deposit.intro', 'Your Daily Winners entries count once you have made your first deposit.')}>{title}</PageHeading>
      </Hero>
      {programme.status === 'loading' && (
        <LoadingRegion label={i18n.t('membership.loading', 'Loading your membership')}>
          <Skeleton height="4rem" />
        </LoadingRegion>
      )}
      {programme.status === 'error' && <LoadError title={i18n.t('membership.load-error', "We couldn't load Daily Winners")} error={programme.error} i18n={i18n} onRetry={programme.retry} />}
      {status && (
        <section className="membership-section membership-join" aria-labelledby="membership-deposit-status">
          <h2 className="membership-section__heading" id="membership-deposit-status">
            {status === 'pending-deposit'
              ? i18n.t('membership.deposit.pending', 'Your membership is waiting for your first deposit')
              : status === 'member'
                ? i18n.t('membership.deposit.done', 'Your entries already count')
                : i18n.t('membership.deposit.not-member', 'Join Daily Winners first')}
          </h2>
          <p className="membership-join__text">
            {status === 'non-member'
              ? i18n.t('membership.deposit.join-first', 'Opt in on the Daily Winners page: it is free. Your entries count once you have made your first deposit.')
              : i18n.t('membership.deposit.how', 'Any amount counts. Come back to Daily Winners afterwards to see your entries.')}
          </p>
          {landing && status === 'non-member' && (
            <Link to={landing} className={buttonClassName('primary')}>
              {i18n.t('membership.deposit.join', 'Join Daily Winners')}
            </Link>
          )}
          {deposit && status !== 'non-member' && (
            <GuardedBuy>
              <ShellLink to={deposit} navigate={navigate} className={buttonClassName('primary')}>
                {i18n.t('membership.cta.deposit', 'Make a deposit')}
              </ShellLink>
            </GuardedBuy>
          )}
        </section>
      )}
    </div>
  );
}
