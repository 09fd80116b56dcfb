import type { Cart } from '@drawfront/shared/contract/cart';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import './cart-checkout.css';

export interface AutoRemovedItemsProps {
  items: Cart['autoRemovedItems'];
  i18n: I18n;
  onDismiss: (id: string) => void;
}

/** Lines the server took out of the cart (e.g. their draw closed), with the reason; they can only be dismissed (spec §4). */
export function AutoRemovedItems({ items, i18n, onDismiss }: AutoRemovedItemsProps) {
  if (items.length === 0) return null;
  return (
    <div className="cart-auto-removed">
      {items.map((item) => (
        <Alert
          key={item.id}
          tone="info"
          title={i18n.t('cart.auto-removed.title', 'Removed from your cart')}
          actions={
            <Button variant="secondary" onClick={() => onDismiss(item.id)}>
              {i18n.t('cart.auto-removed.dismiss', 'Dismiss')}
            </Button>
          }
        >
          {item.reason}
        </Alert>
      ))}
    </div>
  );
}
