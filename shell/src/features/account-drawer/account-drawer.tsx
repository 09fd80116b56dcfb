import { formatMoney } from '@drawfront/shared/format/money';
import type { CustomerSummary } from '@drawfront/shared/stores/session-store';
import type { RouteId } from '@drawfront/shared/routes/route-table';
import { Button } from '@drawfront/shared/ui/button';
import { Link } from 'react-router-dom';
import type { ShellContext } from '../../lib/shell-context';
import { DrawerDialog } from '../../components/drawer-dialog';
import { ACCOUNT_DRAWER_ID } from '../../lib/drawer-ids';
import './account-drawer.css';

/**
 * The drawer's account pages. pathTo answers null for a page the site lacks (storefront §2
 * "Capability needed per page"), and such a page is left out: its link would lead to a 404.
 */
const ACCOUNT_LINKS: readonly { label: string; route: RouteId }[] = [
  { label: 'My account', route: 'my-account' },
  { label: 'Upcoming tickets', route: 'upcoming-tickets' },
  { label: 'Past tickets', route: 'past-tickets' },
  { label: 'My Lotto Party', route: 'my-lotto-party' },
  { label: 'My giveaways', route: 'current-giveaways' },
  { label: 'Transactions', route: 'transactions' },
  { label: 'Deposit', route: 'my-account-deposit' },
  { label: 'Withdraw', route: 'withdraw' },
  { label: 'Cards and accounts', route: 'cards-and-accounts' },
  { label: 'Spend limits', route: 'spend-limits' },
  { label: 'Pre-commitment limit', route: 'precommitment-limit' },
  // Responsible play is one step from anywhere a customer is signed in.
  { label: 'Take a break', route: 'take-a-break' },
  { label: 'My details', route: 'my-details' },
];

export interface AccountDrawerProps {
  context: ShellContext;
  customer: CustomerSummary;
  onClose: () => void;
}

/** The signed-in customer's drawer: who they are, their balance, account pages and log out. */
export function AccountDrawer({ context, customer, onClose }: AccountDrawerProps) {
  const { capabilities, locale } = context.site;
  const links = ACCOUNT_LINKS.flatMap(({ label, route }) => {
    const href = context.pathTo(route);
    return href === null ? [] : [{ label, href }];
  });
  const logOut = () => {
    onClose();
    // The session feature owns logging out (clearing tokens, cart and caches, then redirecting).
    context.bus.emit({ type: 'session/logout-requested', reason: 'user' });
  };
  return (
    <DrawerDialog id={ACCOUNT_DRAWER_ID} title="Your account" closeLabel="Close account menu" side="right" initialFocus="content" onClose={onClose}>
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
