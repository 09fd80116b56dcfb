import { isTicketLine } from '@drawfront/shared/contract/cart';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { formatMoney } from '@drawfront/shared/format/money';
import { autoplayFrequencyLabel } from '@drawfront/shared/rules/autoplay-label';
import '../../../components/cart-checkout.css';

/**
 * What recurs and what waits, in plain words (issue "Play over time"): each autoplay or subscription line is
 * charged now for its first draw and then before every later draw, from the wallet; a pre-order line is not
 * charged now but when its draw opens for sale. Nothing shows when the cart has neither.
 */
export function RecurringStatement({ cart, i18n }: { cart: Cart; i18n: I18n }) {
  // Ticket lines only: a kind line (a membership) says what it renews on its own.
  const tickets = cart.cartItems.filter(isTicketLine);
  const recurring = tickets.filter((item) => item.recurringPurchase.enabled);
  const preOrders = tickets.filter((item) => item.purchaseStatus === 'pre_order');
  if (recurring.length === 0 && preOrders.length === 0) return null;
  return (
    <section className="cart-checkout-recurring" aria-labelledby="cart-checkout-recurring-heading">
      <h3 className="cart-checkout-recurring__heading" id="cart-checkout-recurring-heading">
        {i18n.t('checkout.recurring.heading', 'Charged later')}
      </h3>
      <ul className="cart-checkout-recurring__list">
        {recurring.map((item) => {
          const frequency = autoplayFrequencyLabel({
            productOfferKey: item.lotteryKey,
            productType: item.productType,
            minimumJackpot: item.minimumJackpotAmount?.amount ?? null,
            monthlyOfferKey: null,
            formatJackpot: (minor) => formatMoney(minor, i18n.currency, i18n.locale, { decimals: 0 }),
          });
          const noun = item.recurringPurchase.type === 'subscription' ? i18n.t('checkout.recurring.subscription', 'Subscription') : i18n.t('checkout.recurring.autoplay', 'Autoplay');
          return (
            <li key={item.id}>
              {i18n.t('checkout.recurring.line', '{noun} for {name}: {price} now for the next draw, then {price} before each later draw ({frequency}), paid from your wallet, until you pause or cancel it in My account.', {
                noun,
                name: item.description,
                price: i18n.money(item.unitPrice.amount),
                frequency,
              })}
            </li>
          );
        })}
        {preOrders.map((item) => (
          <li key={`pre-${item.id}`}>
            {i18n.t('checkout.recurring.pre-order', 'Pre-order of {name}, draw {drawNo}: nothing is charged now; {price} is paid from your wallet when the draw opens for sale.', {
              name: item.description,
              drawNo: item.drawNo,
              price: i18n.money(item.total.amount),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
