import type { CartPromotion } from '@drawfront/shared/contract/cart';
import type { I18n } from '@drawfront/shared/contract/i18n';
import './cart-checkout.css';

export interface DiscountRowsProps {
  /** What the code takes off; nothing renders without one. */
  promotion: { code: string; discount: CartPromotion['discount'] } | null | undefined;
  /** The total after the discount: the subtotal shown is this plus the discount. */
  total: number;
  i18n: I18n;
  rowClassName: string;
}

/** The subtotal and the promotion code's discount, as rows of a totals list (cart, checkout and receipt). */
export function DiscountRows({ promotion, total, i18n, rowClassName }: DiscountRowsProps) {
  if (!promotion || promotion.discount.amount <= 0) return null;
  return (
    <>
      <div className={rowClassName}>
        <dt>{i18n.t('cart.summary.subtotal', 'Subtotal')}</dt>
        <dd>{i18n.money(total + promotion.discount.amount)}</dd>
      </div>
      <div className={`${rowClassName} cart-discount`}>
        <dt>{i18n.t('cart.summary.discount', 'Discount ({code})', { code: promotion.code })}</dt>
        <dd>−{i18n.money(promotion.discount.amount)}</dd>
      </div>
    </>
  );
}
