import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useStore } from '@drawfront/shared/ui/use-store';
import { joinAction } from '../model/programme-paths';
import { GiveawayTypes } from './giveaway-types';
import { MembershipTiers } from './membership-tiers';
import './membership.css';
import { Hero } from '@drawfront/shared/ui/hero';

export type ProgrammePageProps = Pick<RemoteProps, 'i18n' | 'navigate' | 'session' | 'site'>;

/** /daily-winners: the programme, its tiers and giveaways, and how to join. */
export function ProgrammePage({ i18n, navigate, session, site }: ProgrammePageProps) {
  const name = i18n.t('membership.programme-name', 'Daily Winners');
  usePageTitle(name, site.name);
  const { isAuthenticated } = useStore(session);
  const action = joinAction(isAuthenticated, usePathTo(site));
  const actionLabel = action && {
    'sign-in': i18n.t('membership.cta.sign-in', 'Sign in to join'),
    'choose-tier': i18n.t('membership.cta.choose-tier', 'Choose your membership'),
    'see-winners': i18n.t('membership.cta.see-winners', 'See our latest winners'),
  }[action.kind];

  return (
    <div className="membership-page">
      <Hero tone="success">
        <PageHeading intro={i18n.t('membership.intro', 'Join {name} and be in the draw for our daily, major and monthly giveaways.', { name })}>
          {name}
        </PageHeading>
      </Hero>
      <MembershipTiers i18n={i18n} />
      <GiveawayTypes i18n={i18n} />
      <section className="membership-section membership-join" aria-labelledby="membership-join-heading">
        <h2 className="membership-section__heading" id="membership-join-heading">
          {i18n.t('membership.join.heading', 'Join {name}', { name })}
        </h2>
        <p className="membership-join__text">
          {isAuthenticated
            ? i18n.t('membership.join.signed-in', 'Pick the tier that suits you and start entering giveaways.')
            : i18n.t('membership.join.signed-out', 'Sign in or create an account to become a member. We will bring you back here.')}
        </p>
        {action && (
          <ShellLink to={action.to} navigate={navigate} className={buttonClassName('primary')}>
            {actionLabel}
          </ShellLink>
        )}
      </section>
    </div>
  );
}
