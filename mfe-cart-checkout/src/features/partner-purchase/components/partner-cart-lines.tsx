import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PartnerCart } from '@drawfront/shared/contract/partners';
import { drawDateText } from '../../../lib/draw-date-text';

/** The partner cart's lines and total. */
export function PartnerCartLines({ cart, i18n }: { cart: PartnerCart; i18n: I18n }) {
  return (
    <section aria-labelledby="partner-cart-heading" className="cart-partner-order">
      <h2 id="partner-cart-heading" className="cart-partner-text">
        {i18n.t('partner.cart.heading', 'Your order')}
      </h2>
      <ul className="cart-partner-lines">
        {cart.cartItems.map((line) => (
          <li key={`${line.lotteryKey}-${line.drawNo}`}>
            <h3 className="cart-partner-line__name">{line.description}</h3>
            <dl className="cart-partner-facts">
              <div>
                <dt>{i18n.t('partner.line.draw', 'Draw')}</dt>
                <dd>{i18n.t('partner.line.draw-value', '{drawNo} on {date}', { drawNo: line.drawNo, date: drawDateText(line.drawDate, i18n) })}</dd>
              </div>
              <div>
                <dt>{i18n.t('partner.line.tickets', 'Tickets')}</dt>
                <dd>{line.numGames}</dd>
              </div>
              <div>
                <dt>{i18n.t('partner.line.price', 'Price')}</dt>
                <dd>{i18n.money(line.total.amount)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="cart-partner-total">
        <span>{i18n.t('partner.total', 'Total')}</span>
        <span>{i18n.money(cart.cartTotal.amount)}</span>
      </p>
    </section>
  );
}
