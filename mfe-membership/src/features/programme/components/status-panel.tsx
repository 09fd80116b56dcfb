import { useRef } from 'react';
import { pageStamp } from '@drawfront/shared/bus/page-stamp';
import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { CustomerMembership } from '@drawfront/shared/contract/membership';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { useRemotePathTo } from '@drawfront/shared/routes/use-remote-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { GuardedBuy } from '@drawfront/shared/ui/play-break-notice';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { landingMessaging, tierCallToAction } from '@drawfront/shared/rules/membership-messaging';
import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import { fetchBenefitsLink, putMembership } from '../../../lib/membership-api';
import { giveawayTime } from '../../../lib/giveaway-texts';

export interface StatusPanelProps extends Pick<RemoteProps, 'api' | 'basePath' | 'i18n' | 'navigate' | 'notify' | 'site'> {
  membership: CustomerMembership | null;
  onChanged: (membership: CustomerMembership) => void;
}

/** The landing's messaging by status and tier (groups spec §4) and the call to action the tier drives. */
export function StatusPanel({ api, basePath, i18n, navigate, notify, site, membership, onChanged }: StatusPanelProps) {
  const pathTo = usePathTo(site);
  const deposit = useRemotePathTo(site, basePath)('daily-winners-deposit');
  const name = i18n.t('membership.programme-name', 'Daily Winners');
  const messaging = landingMessaging(membership ? { status: membership.membershipStatus, tier: membership.membershipTier } : null);
  const action = tierCallToAction(messaging, hasCapabilities(site.capabilities, ['membership-purchase']));
  // The "Welcome" toast belongs to this page: the shell drops it if the customer has left before the join answers.
  const joinStartedAt = useRef(0);
  const join = useSubmitOnce({
    send: () => {
      joinStartedAt.current = pageStamp();
      return putMembership(api, { membershipStatus: 'member', metadata: { source: 'landing' } });
    },
    toFailure: (error) => errorMessage(error),
    onSuccess: (result) => {
      notify({ level: 'success', title: i18n.t('membership.joined.title', 'Welcome to {name}', { name }), message: i18n.t('membership.joined.message', 'You have opted in: your giveaway entries are on their way.'), isAutoDismissed: true, startedAt: joinStartedAt.current });
      onChanged(result);
    },
  });
  const benefits = useSubmitOnce({
    send: () => fetchBenefitsLink(api),
    toFailure: (error) => errorMessage(error),
    onSuccess: (link) => window.location.assign(link.ssoUrl),
  });

  const texts: Record<typeof messaging, { heading: string; text: string }> = {
    visitor: { heading: i18n.t('membership.status.visitor.heading', 'Join {name}', { name }), text: i18n.t('membership.join.signed-out', 'Sign in or create an account to become a member. We will bring you back here.') },
    'non-member': { heading: i18n.t('membership.status.non-member.heading', 'Join {name} for free', { name }), text: i18n.t('membership.status.non-member.text', 'Opt in and you are entered in every daily giveaway, free.') },
    'pending-deposit': { heading: i18n.t('membership.status.pending-deposit.heading', 'One step to go: make a deposit'), text: i18n.t('membership.status.pending-deposit.text', 'You are a member. Your giveaway entries count once you have made your first deposit.') },
    member: { heading: i18n.t('membership.status.member.heading', "You're a {name} member", { name }), text: i18n.t('membership.status.member.text', 'You are on the Free tier: one entry in every daily giveaway, and the monthly giveaway once you unlock it.') },
    premium: {
      heading: i18n.t('membership.status.premium.heading', "You're a Premium member"),
      text: membership?.premium
        ? membership.premium.cancelledAt
          ? i18n.t('membership.status.premium.ends', 'Your premium benefits last until {date}.', { date: giveawayTime(membership.premium.end, i18n) })
          : i18n.t('membership.status.premium.renews', 'Guaranteed entries in every giveaway. Your membership renews on {date}.', { date: giveawayTime(membership.premium.end, i18n) })
        : i18n.t('membership.status.premium.text', 'Guaranteed entries in every giveaway.'),
    },
  };

  const login = pathTo('login', {}, { returnTo: pathTo('daily-winners') ?? undefined });
  const myGiveaways = pathTo('closed-giveaways');
  const tiers = pathTo('daily-winners-membership-tiers');
  const failure = join.state.status === 'error' ? join.state.failure : benefits.state.status === 'error' ? benefits.state.failure : null;

  return (
    <section className={`membership-section membership-join membership-join--${messaging}`} aria-labelledby="membership-status-heading">
      <h2 className="membership-section__heading" id="membership-status-heading">
        {texts[messaging].heading}
      </h2>
      <p className="membership-join__text">{texts[messaging].text}</p>
      {failure && (
        <Alert tone="error" title={i18n.t('membership.error.title', 'Something went wrong')}>
          {failure}
        </Alert>
      )}
      <div className="membership-actions">
        {action === 'sign-in' && login && (
          <ShellLink to={login} navigate={navigate} className={buttonClassName('primary')}>
            {i18n.t('membership.cta.sign-in', 'Sign in to join')}
          </ShellLink>
        )}
        {action === 'join' && (
          // Daily Winners has prizes: on a break the notice stands where the button would (the API refuses too).
          <GuardedBuy>
            <Button busy={join.state.status === 'submitting'} onClick={() => void join.submit(undefined)}>
              {i18n.t('membership.cta.join', 'Join for free')}
            </Button>
          </GuardedBuy>
        )}
        {action === 'deposit' && deposit && (
          <GuardedBuy>
            <Link to={deposit} className={buttonClassName('primary')}>
              {i18n.t('membership.cta.deposit', 'Make a deposit')}
            </Link>
          </GuardedBuy>
        )}
        {action === 'upgrade' && tiers && (
          <GuardedBuy>
            <ShellLink to={tiers} navigate={navigate} className={buttonClassName('primary')}>
              {i18n.t('membership.cta.upgrade', 'Go premium')}
            </ShellLink>
          </GuardedBuy>
        )}
        {action === 'manage-premium' && (
          <>
            <Button busy={benefits.state.status === 'submitting'} onClick={() => void benefits.submit(undefined)}>
              {i18n.t('membership.cta.benefits', 'Open my member benefits')}
            </Button>
            {tiers && (
              <ShellLink to={tiers} navigate={navigate} className={buttonClassName('secondary')}>
                {i18n.t('membership.cta.manage', 'Manage my membership')}
              </ShellLink>
            )}
          </>
        )}
        {(action === 'see-giveaways' || action === 'upgrade') && (
          <a href="#membership-giveaways-heading" className={buttonClassName('secondary')}>
            {i18n.t('membership.cta.giveaways', 'See your giveaways')}
          </a>
        )}
        {(messaging === 'member' || messaging === 'premium') && myGiveaways && (
          <ShellLink to={myGiveaways} navigate={navigate}>
            {i18n.t('membership.cta.closed-giveaways', 'Your closed giveaways and wins')}
          </ShellLink>
        )}
      </div>
    </section>
  );
}
