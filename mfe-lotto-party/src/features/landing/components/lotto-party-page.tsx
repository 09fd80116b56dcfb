import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { GuardedBuy } from '@drawfront/shared/ui/play-break-notice';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useStore } from '@drawfront/shared/ui/use-store';
import { callToAction } from '../model/call-to-action';
import { HowItWorks } from './how-it-works';
import './lotto-party.css';
import { Hero } from '@drawfront/shared/ui/hero';

export type LottoPartyPageProps = Pick<RemoteProps, 'i18n' | 'navigate' | 'session' | 'site'>;

/** /lotto-party: what group play is, and the next step for this visitor (sign in, or create a group). */
export function LottoPartyPage({ i18n, navigate, session, site }: LottoPartyPageProps) {
  const heading = i18n.t('lotto-party.heading', 'Lotto Party');
  usePageTitle(heading, site.name);
  const { isAuthenticated } = useStore(session);
  const pathTo = usePathTo(site);
  const action = callToAction(isAuthenticated, pathTo);
  const groups = pathTo('my-lotto-party');
  return (
    <div className="lotto-party-page">
      <Hero tone="accent">
        <PageHeading intro={i18n.t('lotto-party.intro', 'Play lotto as a group: pool your tickets with friends and share the excitement of every draw.')}>
          {heading}
        </PageHeading>
      </Hero>
      <HowItWorks i18n={i18n} />
      {action && (
      <section className="lotto-party-start" aria-labelledby="lotto-party-start-heading">
        <h2 className="lotto-party-start__heading" id="lotto-party-start-heading">
          {i18n.t('lotto-party.start.heading', 'Start your group')}
        </h2>
        <GuardedBuy>
          <p className="lotto-party-start__text">
            {action.kind === 'create-group'
              ? i18n.t('lotto-party.start.signed-in', 'Create a group now and invite your friends when you are ready.')
              : i18n.t('lotto-party.start.signed-out', 'Sign in or create an account to start a group. We will bring you back here.')}
          </p>
          <ShellLink to={action.to} navigate={navigate} className={buttonClassName('primary')}>
            {action.kind === 'create-group' ? i18n.t('lotto-party.cta.create', 'Create a group') : i18n.t('lotto-party.cta.sign-in', 'Sign in to start a group')}
          </ShellLink>
        </GuardedBuy>
        {action.kind === 'create-group' && groups && (
          <p className="lotto-party-start__text">
            <ShellLink to={groups} navigate={navigate}>
              {i18n.t('lotto-party.cta.groups', 'Your groups')}
            </ShellLink>
          </p>
        )}
      </section>
      )}
    </div>
  );
}
