import { formatMoney } from '@drawfront/shared/format/money';
import type { Locale } from '@drawfront/shared/contract/site';
import type { CustomerSummary } from '@drawfront/shared/stores/session-store';
import { Link } from 'react-router-dom';
import { ACCOUNT_DRAWER_ID } from '../../lib/drawer-ids';
import { UserIcon } from './header-icons';

export interface AccountControlProps {
  customer: CustomerSummary | null;
  /** The site's sign-in page; null when it has none, and then a visitor sees no "Log in" link. */
  loginPath: string | null;
  showBalance: boolean;
  locale: Locale;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/** Signed out: a "Log in" link. Signed in: a button opening the account drawer, with the wallet balance when the site shows it. */
export function AccountControl({ customer, loginPath, showBalance, locale, drawerOpen, onOpenDrawer }: AccountControlProps) {
  if (!customer) {
    if (loginPath === null) return null;
    return (
      <Link className="df-header__icon-button" to={loginPath}>
        <UserIcon />
        <span className="df-header__label">Log in</span>
      </Link>
    );
  }
  const balance = showBalance ? formatMoney(customer.balance.amount, customer.balance.currency, locale) : null;
  return (
    <button
      type="button"
      className="df-header__icon-button"
      // One spoken name, which contains the visible balance text (WCAG 2.5.3 label in name).
      aria-label={balance ? `Account, balance ${balance}` : 'Account'}
      aria-haspopup="dialog"
      aria-expanded={drawerOpen}
      aria-controls={ACCOUNT_DRAWER_ID}
      onClick={onOpenDrawer}
    >
      <UserIcon />
      {balance ? <span className="df-header__balance">{balance}</span> : <span className="df-header__label">Account</span>}
    </button>
  );
}
