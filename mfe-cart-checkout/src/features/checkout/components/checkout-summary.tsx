import { isTicketLine } from '@drawfront/shared/contract/cart';
import { formatAmount } from '@drawfront/shared/format/money';
import { factsOfCartItem, factsOfKindItem } from '@drawfront/shared/lines/line-sources';
import { presentLine } from '@drawfront/shared/lines/present-line';
import { recurringCharge, recurringOfCartItem, recurringOfKindItem } from '@drawfront/shared/lines/recurring-charge';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { DiscountRows } from '../../../components/discount-rows';
import { drawDateText } from '../../../lib/draw-date-text';
import '../../../components/cart-checkout.css';
import { RecurringStatement } from './recurring-statement';

export interface CheckoutSummaryProps {
  cart: Cart;
  /** The wallet's balance in the wallet's own currency, which may not be the site's. */
  balance: { amount: number; currency: string };
  /** What is paid now, by the shared payment-amount rule. */
  dueNow: number;
  i18n: I18n;
}

/** The order as it will be bought: each line, the totals and the wallet balance. */
export function CheckoutSummary({ cart, balance, dueNow, i18n }: CheckoutSummaryProps) {
  // A membership renews a period after it is bought: now is when it would be.
  const now = new Date();
  return (
    <section className="cart-checkout-panel" aria-labelledby="cart-checkout-summary-heading">
      <h2 className="cart-lines__heading" id="cart-checkout-summary-heading">
        {i18n.t('checkout.summary.heading', 'Order summary')}
      </h2>
      <ul className="cart-order">
        {cart.cartItems.map((item) => {
          // A recurring line says on itself what it will charge later and when (the shared presenter's sentence).
          const recurring = isTicketLine(item) ? recurringOfCartItem(item) : recurringOfKindItem(item, now);
          return (
            <li key={item.id} className="cart-order__line">
              <span className="cart-order__name">{item.description}</span>
              <span className="cart-order__detail">
                {isTicketLine(item)
                  ? i18n.t('checkout.summary.line', '{date} · {what} · Draws: {draws}', {
                      date: drawDateText(item.drawDate, i18n),
                      what: presentLine(factsOfCartItem(item), i18n).label,
                      draws: item.numDraws,
                    })
                  : presentLine(factsOfKindItem(item, now), i18n).label}
                {isTicketLine(item) && item.purchaseStatus === 'pre_order' ? ` · ${i18n.t('checkout.summary.pre-order-line', 'Pre-order')}` : null}
              </span>
              {recurring ? <span className="cart-order__recurring">{recurringCharge(recurring, i18n)}</span> : null}
              <span className="cart-order__price">{i18n.money(item.total.amount)}</span>
            </li>
          );
        })}
      </ul>
      <RecurringStatement cart={cart} i18n={i18n} />
      <dl className="cart-checkout-summary">
        <DiscountRows promotion={cart.promotion} total={cart.cartTotal.amount} i18n={i18n} rowClassName="cart-checkout-summary__row" />
        <div className="cart-checkout-summary__row">
          <dt>{i18n.t('checkout.summary.total', 'Total')}</dt>
          <dd>{i18n.money(cart.cartTotal.amount)}</dd>
        </div>
        {cart.preOrderTotal.amount > 0 ? (
          <div className="cart-checkout-summary__row">
            <dt>{i18n.t('checkout.summary.pre-order', 'Pre-order total')}</dt>
            <dd>{i18n.money(cart.preOrderTotal.amount)}</dd>
          </div>
        ) : null}
        <div className="cart-checkout-summary__row">
          <dt>{i18n.t('checkout.summary.balance', 'Wallet balance')}</dt>
          <dd>{formatAmount(balance, i18n.locale)}</dd>
        </div>
        <div className="cart-checkout-summary__row cart-checkout-summary__row--total">
          <dt>{i18n.t('checkout.summary.due', 'To pay now')}</dt>
          <dd>{i18n.money(dueNow)}</dd>
        </div>
      </dl>
    </section>
  );
}
