import { Link } from 'react-router-dom';
import { CartIcon } from './header-icons';

/** "Cart, 2 items": the count is in the name because the badge is only drawn, not read. */
export function cartLabel(itemCount: number): string {
  return `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
}

/** The cart icon with its item-count badge (spec part 2 §2 "Page shell"), linking to the site's cart page. */
export function CartLink({ to, itemCount }: { to: string; itemCount: number }) {
  return (
    <Link className="df-header__icon-button" to={to} aria-label={cartLabel(itemCount)}>
      <CartIcon />
      {itemCount > 0 && (
        <span className="df-header__badge" aria-hidden="true">
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </Link>
  );
}
