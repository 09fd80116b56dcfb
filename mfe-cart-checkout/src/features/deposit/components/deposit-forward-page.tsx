import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Spinner } from '@drawfront/shared/ui/spinner';

export type DepositForwardPageProps = Pick<RemoteProps, 'i18n' | 'navigate' | 'site'>;

/**
 * `/deposit` (checkout layout): the way into adding funds from a purchase flow. The deposit form itself is
 * the account's (`/my-account/deposit`), so this page hands over to it with what it was given (`amount`,
 * `returnTo`), replacing itself in history so Back returns to where the customer came from.
 */
export function DepositForwardPage({ i18n, navigate, site }: DepositForwardPageProps) {
  const pathTo = usePathTo(site);
  const [search] = useSearchParams();
  const target = pathTo('my-account-deposit', {}, { amount: search.get('amount') ?? undefined, returnTo: search.get('returnTo') ?? undefined });
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <div className="cart-checkout-page">
      <Spinner label={i18n.t('checkout.deposit.forward', 'Taking you to the deposit page…')} />
    </div>
  );
}
