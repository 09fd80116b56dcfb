import type { Capability } from '@drawfront/shared/contract/capabilities';
import { formatMoney } from '@drawfront/shared/format/money';
import type { CustomerSummary } from '@drawfront/shared/stores/session-store';
import { Button } from '@drawfront/shared/ui/button';
import { Link } from 'react-router-dom';
import type { ShellContext } from '../../lib/shell-context';
import { DrawerDialog } from '../../components/drawer-dialog';
import './account-drawer.css';

/** Named by the header's account button in `aria-controls`. */
export const ACCOUNT_DRAWER_ID = 'df-account-drawer';

/** Each link is listed only when its page exists on the site (storefront §2 "Capability needed per page"); a missing page is a 404. */
const ACCOUNT_LINKS: { label: string; href: string; needs: Capability | null }[] = [
  { label: 'My account', href: '/my-account', needs: null },
  { label: 'Upcoming tickets', href: '/my-account/upcoming-tickets', needs: 'viewing-orders' },
  { label: 'Transactions', href: '/my-account/transactions', needs: 'viewing-orders' },
  { label: 'Deposit', href: '/my-account/deposit', needs: 'wallet-deposit' },
  { label: 'Cards and accounts', href: '/my-account/cards-and-accounts', needs: 'wallet-deposit' },
  { label: 'Spend limits', href: '/my-account/spend-limits', needs: 'spend-limits' },
  { label: 'Pre-commitment limit', href: '/my-account/precommitment-limit', needs: null },
];

export interface AccountDrawerProps {
  context: ShellContext;
  customer: CustomerSummary;
  onClose: () => void;
}

/** The signed-in customer's drawer: who they are, their balance, account pages and log out. */
export function AccountDrawer({ context, customer, onClose }: AccountDrawerProps) {
  const { capabilities, locale } = context.site;
  const links = ACCOUNT_LINKS.filter((link) => link.needs === null || capabilities.includes(link.needs));
  const logOut = () => {
    onClose();
    // The session feature owns logging out (clearing tokens, cart and caches, then redirecting).
    context.bus.emit({ type: 'session/logout-requested', reason: 'user' });
  };
  return (
    <DrawerDialog id={ACCOUNT_DRAWER_ID} title="Your account" closeLabel="Close account" side="right" onClose={onClose}>
      <p className="df-account__name">
        {customer.firstname} {customer.lastname}
      </p>
      {capabilities.includes('wallet-balance') && (
        <p className="df-account__balance">
          Balance <strong>{formatMoney(customer.balance.amount, customer.balance.currency, locale)}</strong>
        </p>
      )}
      <nav aria-label="Account pages">
        <ul className="df-drawer__list">
          {links.map((link) => (
            <li key={link.href}>
              <Link className="df-drawer__link" to={link.href} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="secondary" className="df-account__logout" onClick={logOut}>
        Log out
      </Button>
    </DrawerDialog>
  );
}
