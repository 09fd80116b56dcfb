import { LoadError } from '@drawfront/shared/ui/load-error';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { useCheckoutCardMethod } from '../hooks/use-checkout-card-method';
import { addCardLink, depositLink } from '../model/top-up-links';
import { TopUpAndPayForm } from './top-up-and-pay-form';
import type { TopUpAndPayFormProps } from './top-up-and-pay-form';
import '../../../components/cart-checkout.css';

export type PayByCardProps = Omit<TopUpAndPayFormProps, 'method'> & Pick<RemoteProps, 'api'>;

/**
 * "Top up and pay": the wallet is short, so a saved card deposits at least the shortfall and the order is
 * bought with it in one step (`POST /cart/deposit_purchase`). Without a saved card it offers to add one
 * and come back; a plain deposit stays available as the other way (each where the site has the page).
 */
export function PayByCard(props: PayByCardProps) {
  const { api, balance, shortfall, i18n, navigate, pathTo } = props;
  const cards = useCheckoutCardMethod(api);
  const addCard = addCardLink(pathTo);
  const deposit = depositLink(pathTo, shortfall);
  return (
    <section className="cart-checkout-panel" aria-labelledby="cart-pay-by-card-heading">
      <h2 className="cart-lines__heading" id="cart-pay-by-card-heading">
        {i18n.t('checkout.card.heading', 'Top up and pay')}
      </h2>
      <p className="cart-checkout-panel__message">
        {i18n.t('checkout.funds.message', 'Your balance is {balance}; you need {shortfall} more.', { balance: i18n.money(balance), shortfall: i18n.money(shortfall) })}
      </p>
      {cards.status === 'loading' ? <p role="status">{i18n.t('checkout.card.loading', 'Loading your cards')}</p> : null}
      {cards.status === 'error' ? (
        <LoadError title={i18n.t('checkout.card.load-failed', 'We could not load your cards')} error={cards.error} i18n={i18n} onRetry={cards.retry} />
      ) : null}
      {cards.status === 'success' && cards.data && cards.data.funds.length > 0 ? <TopUpAndPayForm {...props} method={cards.data} /> : null}
      {cards.status === 'success' && (!cards.data || cards.data.funds.length === 0) && addCard ? (
        <p className="cart-checkout-actions">
          <ShellLink to={addCard} navigate={navigate} className={buttonClassName('primary')}>
            {i18n.t('checkout.card.add', 'Add a card')}
          </ShellLink>
        </p>
      ) : null}
      {deposit ? (
        <p className="cart-checkout-panel__hint">
          {i18n.t('checkout.card.or', 'Or')}{' '}
          <ShellLink to={deposit} navigate={navigate}>
            {i18n.t('checkout.card.deposit-only', 'add funds to your wallet first')}
          </ShellLink>
        </p>
      ) : null}
    </section>
  );
}
