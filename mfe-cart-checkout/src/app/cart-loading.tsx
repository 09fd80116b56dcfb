import type { I18n } from '@drawfront/shared/contract/i18n';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import '../components/cart-checkout.css';

/** While checkout's or the receipt's code loads: the page's outline, announced once. */
export function CartLoading({ i18n }: { i18n: I18n }) {
  return (
    <div className="cart-checkout-page">
      <LoadingRegion label={i18n.t('checkout.loading-page', 'Loading')} className="cart-loading">
        <Skeleton height="2.5rem" width="12rem" />
        <Skeleton height="10rem" />
      </LoadingRegion>
    </div>
  );
}
