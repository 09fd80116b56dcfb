import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { Hero } from '@drawfront/shared/ui/hero';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { CurrentGiveaways } from '../../../components/current-giveaways';
import { useProgramme } from '../../../lib/use-programme';
import { GiveawayTypes } from './giveaway-types';
import { MembershipTiers } from './membership-tiers';
import { StatusPanel } from './status-panel';
import '../../../components/membership.css';

export type ProgrammePageProps = Pick<RemoteProps, 'api' | 'basePath' | 'i18n' | 'navigate' | 'notify' | 'session' | 'site'>;

/** /daily-winners: the messaging for the visitor's status and tier, the current giveaways, the tiers and giveaway types. */
export function ProgrammePage(props: ProgrammePageProps) {
  const { i18n, site } = props;
  const name = i18n.t('membership.programme-name', 'Daily Winners');
  usePageTitle(name, site.name);
  const programme = useProgramme(props);

  return (
    <div className="membership-page">
      <Hero tone="success">
        <PageHeading intro={i18n.t('membership.intro', 'Join {name} and be in the draw for our daily, major and monthly giveaways.', { name })}>{name}</PageHeading>
      </Hero>
      {programme.status === 'loading' && (
        <LoadingRegion label={i18n.t('membership.loading', 'Loading your membership')}>
          <Skeleton height="8rem" />
        </LoadingRegion>
      )}
      {programme.status === 'error' && <LoadError title={i18n.t('membership.load-error', "We couldn't load Daily Winners")} error={programme.error} i18n={i18n} onRetry={programme.retry} />}
      {programme.status === 'success' && (
        <>
          <StatusPanel {...props} membership={programme.data.membership} onChanged={(membership) => programme.replace({ ...programme.data, membership })} />
          <CurrentGiveaways key={`${programme.data.membership?.membershipStatus}-${programme.data.membership?.membershipTier}`} api={props.api} basePath={props.basePath} i18n={i18n} site={site} />
        </>
      )}
      <MembershipTiers i18n={i18n} />
      <GiveawayTypes i18n={i18n} />
    </div>
  );
}
