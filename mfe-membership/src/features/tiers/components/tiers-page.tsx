import { useRef } from 'react';
import { pageStamp } from '@drawfront/shared/bus/page-stamp';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { CustomerMembership, MembershipTierConfig } from '@drawfront/shared/contract/membership';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { formatMoney } from '@drawfront/shared/format/money';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { Hero } from '@drawfront/shared/ui/hero';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { GuardedBuy } from '@drawfront/shared/ui/play-break-notice';
import { CurrencyGuardedBuy } from '@drawfront/shared/ui/wallet-currency-notice';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { putMembership } from '../../../lib/membership-api';
import { useProgramme } from '../../../lib/use-programme';
import { giveawayTime } from '../../../lib/giveaway-texts';
import '../../../components/membership.css';

type Props = Pick<RemoteProps, 'api' | 'cartClient' | 'i18n' | 'navigate' | 'notify' | 'session' | 'site'>;

/** /daily-winners/membership-tiers: free and premium with their prices; join free, buy premium through the cart, cancel renewal. */
export function TiersPage(props: Props) {
  const { i18n, site } = props;
  const title = i18n.t('membership.tiers.heading', 'Membership tiers');
  usePageTitle(title, site.name);
  const programme = useProgramme(props);
  return (
    <div className="membership-page">
      <Hero tone="success">
        <PageHeading intro={i18n.t('membership.tiers.intro', 'Join for free, or go premium for guaranteed entries in every giveaway.')}>{title}</PageHeading>
      </Hero>
      {programme.status === 'loading' && (
        <LoadingRegion label={i18n.t('membership.tiers.loading', 'Loading the tiers')}>
          <Skeleton height="10rem" />
        </LoadingRegion>
      )}
      {programme.status === 'error' && <LoadError title={i18n.t('membership.tiers.load-error', "We couldn't load the tiers")} error={programme.error} i18n={i18n} onRetry={programme.retry} />}
      {programme.status === 'success' && (
        <ul className="membership-cards">
          {programme.data.config.tiers.map((tier) => (
            <TierCard key={tier.key} {...props} tier={tier} membership={programme.data.membership} onChanged={(membership) => programme.replace({ ...programme.data, membership })} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TierCard({ api, cartClient, i18n, navigate, notify, site, tier, membership, onChanged }: Props & { tier: MembershipTierConfig; membership: CustomerMembership | null; onChanged: (membership: CustomerMembership) => void }) {
  const pathTo = usePathTo(site);
  // The "Welcome" toast belongs to this page: the shell drops it if the customer has left before the join answers.
  const joinStartedAt = useRef(0);
  const join = useSubmitOnce({
    send: () => {
      joinStartedAt.current = pageStamp();
      return putMembership(api, { membershipStatus: 'member', metadata: { source: 'tiers' } });
    },
    toFailure: (error) => errorMessage(error),
    onSuccess: (result) => {
      notify({ level: 'success', title: i18n.t('membership.joined.title', 'Welcome to {name}', { name: 'Daily Winners' }), message: i18n.t('membership.joined.message', 'You have opted in: your giveaway entries are on their way.'), isAutoDismissed: true, startedAt: joinStartedAt.current });
      onChanged(result);
    },
  });
  const cancel = useSubmitOnce({
    send: () => putMembership(api, { membershipStatus: 'member', membershipTier: 'free' }),
    toFailure: (error) => errorMessage(error),
    onSuccess: onChanged,
  });
  const buy = useSubmitOnce({
    send: () => cartClient.addItem({ productType: 'membership', key: tier.membershipOffer ?? '', quantity: 1 }),
    toFailure: (error) => errorMessage(error),
    onSuccess: () => {
      const cart = pathTo('cart');
      if (cart) navigate(cart);
    },
  });
  const signedIn = membership !== null;
  const isMember = membership !== null && membership.membershipStatus !== 'non-member';
  const premium = membership?.membershipTier === 'premium' ? membership.premium : null;
  const login = pathTo('login', {}, { returnTo: pathTo('daily-winners-membership-tiers') ?? undefined });
  // In the tier's own currency (pounds on the en-GB site), which the API prices for the visitor's sub-variant.
  const amount = formatMoney(tier.price.amount, tier.price.currency, i18n.locale);
  const price = tier.price.amount === 0 ? i18n.t('membership.tier.free.price', 'No cost') : i18n.t('membership.tier.price', '{amount} every {days} days', { amount, days: tier.periodDays ?? 0 });
  const failure = [join.state, cancel.state, buy.state].find((state) => state.status === 'error');

  return (
    <li className={`membership-card membership-card--${tier.key}`}>
      <h2 className="membership-card__title">{tier.name}</h2>
      <p className="membership-price">{price}</p>
      <p className="membership-card__text">{tier.description}</p>
      <ul className="membership-benefits">
        {tier.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {failure?.status === 'error' && (
        <Alert tone="error" title={i18n.t('membership.error.title', 'Something went wrong')}>
          {failure.failure}
        </Alert>
      )}
      <div className="membership-actions">
        {!signedIn && login && (
          <ShellLink to={login} navigate={navigate} className={buttonClassName(tier.key === 'premium' ? 'primary' : 'secondary')}>
            {i18n.t('membership.cta.sign-in', 'Sign in to join')}
          </ShellLink>
        )}
        {signedIn && tier.key === 'free' && !isMember && (
          <GuardedBuy>
            <Button busy={join.state.status === 'submitting'} onClick={() => void join.submit(undefined)}>
              {i18n.t('membership.cta.join', 'Join for free')}
            </Button>
          </GuardedBuy>
        )}
        {signedIn && tier.key === 'free' && isMember && !premium && <p role="status">{i18n.t('membership.tier.current', 'Your tier')}</p>}
        {signedIn && tier.key === 'premium' && (!premium || premium.cancelledAt) && (
          <GuardedBuy>
            <CurrencyGuardedBuy>
              <Button busy={buy.state.status === 'submitting'} onClick={() => void buy.submit(undefined)}>
                {premium ? i18n.t('membership.cta.renew', 'Renew premium') : i18n.t('membership.cta.buy-premium', 'Go premium for {amount}', { amount })}
              </Button>
            </CurrencyGuardedBuy>
          </GuardedBuy>
        )}
        {tier.key === 'premium' && premium && (
          <>
            <p role="status">
              {premium.cancelledAt
                ? i18n.t('membership.status.premium.ends', 'Your premium benefits last until {date}.', { date: giveawayTime(premium.end, i18n) })
                : i18n.t('membership.tier.renews', 'Your tier. Renews on {date}.', { date: giveawayTime(premium.end, i18n) })}
            </p>
            {!premium.cancelledAt && (
              <Button variant="secondary" busy={cancel.state.status === 'submitting'} onClick={() => void cancel.submit(undefined)}>
                {i18n.t('membership.cta.cancel-premium', 'Cancel renewal')}
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
