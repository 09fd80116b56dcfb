import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PartnerPurchaseResult } from '@drawfront/shared/contract/partners';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useStore } from '@drawfront/shared/ui/use-store';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { requireIdempotencyKey } from '../../../lib/idempotency-key';
import { purchasePartnerCart } from '../api/partner-api';
import { usePartner, usePartnerCart } from '../hooks/use-partner-cart';
import { partnerCartItemFrom } from '../model/partner-cart';
import { toPartnerFailure } from '../model/partner-failure';
import type { PartnerPurchaseFailure } from '../model/partner-failure';
import { PartnerCartLines } from './partner-cart-lines';
import { PartnerFrame } from './partner-frame';
import { PartnerNotFoundContent, isNotFound } from './partner-not-found';

export type PartnerPurchasePageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'session' | 'site'> & {
  slug: string;
  newIdempotencyKey: () => string;
};

/**
 * /purchase/{partnerSlug} (groups spec §2): the partner's cart, sign-in when needed, and pay from the wallet.
 * The cart data comes from the partner's link (else the partner's product) as a "received" partner cart event.
 */
export function PartnerPurchasePage({ api, bus, i18n, navigate, session, site, slug, newIdempotencyKey }: PartnerPurchasePageProps) {
  const partner = usePartner(api, slug);
  const { isAuthenticated } = useStore(session);
  const [search] = useSearchParams();
  const location = useLocation();
  const go = useNavigate();
  const pathTo = usePathTo(site);
  const { state, error } = usePartnerCart(api, bus, slug, isAuthenticated);
  const partnerData = partner.status === 'success' ? partner.data : null;
  const heading = partnerData ? i18n.t('partner.heading', 'Buy with {partner}', { partner: partnerData.name }) : i18n.t('partner.heading-loading', 'Partner checkout');
  usePageTitle(heading, site.name);

  // The partner's cart data arrives once the partner is known (groups spec §4 "received").
  useEffect(() => {
    if (partnerData) bus.emit({ type: 'partner-cart/received', slug, item: partnerCartItemFrom(search, partnerData) });
  }, [bus, slug, partnerData, search]);

  const onSuccess = useCallback(
    (result: PartnerPurchaseResult) => {
      bus.emit({ type: 'partner-cart/purchased', slug, purchaseId: result.purchaseId });
      const receipt = pathTo('partner-purchase-receipt', { partnerSlug: slug, checkoutID: result.purchaseId });
      if (receipt) go(`${receipt}${location.search}`);
    },
    [bus, go, location.search, pathTo, slug],
  );
  const pay = useSubmitOnce<void, PartnerPurchaseResult, PartnerPurchaseFailure>({
    send: (_input, key) => purchasePartnerCart(api, partnerData!, state.item, requireIdempotencyKey(key, 'POST /cart/partner/{slug}/purchase')),
    toFailure: toPartnerFailure,
    onSuccess,
    idempotency: { newKey: newIdempotencyKey, isSettled: (failure) => failure.settled },
    lockAfterSuccess: true,
  });

  if (partner.status === 'error' && isNotFound(partner.error)) {
    return <PartnerNotFoundContent i18n={i18n} navigate={navigate} site={site} />;
  }

  const signIn = () => bus.emit({ type: 'auth/login-required', returnTo: `${window.location.pathname}${window.location.search}` });
  const cart = state.cart;
  const blocked = Object.values(cart?.blockedReasons ?? {});
  const failure = pay.state.status === 'error' ? pay.state.failure : null;
  const topUp = failure?.code === 'insufficient_funds' ? pathTo('my-account-deposit') : null;

  const body = () => {
    if (partner.status === 'error') return <LoadError title={i18n.t('partner.load-failed', 'We could not load this partner')} error={partner.error} i18n={i18n} onRetry={partner.retry} />;
    if (error) return <Alert tone="error" title={i18n.t('partner.cart-failed', 'We could not prepare your order')}>{errorMessage(error)}</Alert>;
    if (!cart) {
      return (
        <LoadingRegion label={i18n.t('partner.loading', 'Loading your order')}>
          <Skeleton height="10rem" />
        </LoadingRegion>
      );
    }
    return (
      <>
        {cart.cartItems.length > 0 ? <PartnerCartLines cart={cart} i18n={i18n} /> : <p className="cart-partner-text">{i18n.t('partner.empty', 'There is nothing in this order.')}</p>}
        {blocked.length > 0 ? (
          <Alert tone="error" title={i18n.t('partner.blocked', 'This order cannot be bought right now')}>
            {blocked.map((message) => (
              <p key={message} className="cart-partner-text">{message}</p>
            ))}
          </Alert>
        ) : null}
        {failure ? (
          <Alert tone="error" title={i18n.t('partner.failed', 'Your purchase did not go through')} actions={topUp ? <ShellLink to={topUp} navigate={navigate} className={buttonClassName('secondary')}>{i18n.t('partner.top-up', 'Top up your wallet')}</ShellLink> : undefined}>
            {failure.message}
          </Alert>
        ) : null}
        <div className="cart-partner-actions">
          {isAuthenticated ? (
            <Button busy={pay.state.status === 'submitting'} disabled={blocked.length > 0 || pay.state.status === 'success'} onClick={() => void pay.submit()}>
              {i18n.t('partner.pay', 'Pay {total} from my wallet', { total: i18n.money(cart.cartTotal.amount) })}
            </Button>
          ) : (
            <>
              <p className="cart-partner-text">{i18n.t('partner.sign-in-first', 'Sign in to pay for your tickets from your wallet.')}</p>
              <Button onClick={signIn}>{i18n.t('partner.sign-in', 'Sign in to pay')}</Button>
            </>
          )}
        </div>
      </>
    );
  };

  return (
    <PartnerFrame i18n={i18n} site={site} partnerName={partnerData?.name ?? null}>
      <PageHeading intro={partnerData ? i18n.t('partner.intro', 'Your tickets support {partner}.', { partner: partnerData.name }) : undefined}>{heading}</PageHeading>
      <div className="cart-partner-panel">{body()}</div>
    </PartnerFrame>
  );
}
