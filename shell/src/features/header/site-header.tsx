import type { ReactNode } from 'react';
import { useStore } from '@drawfront/shared/ui/use-store';
import { Link } from 'react-router-dom';
import type { ShellContext } from '../../lib/shell-context';
import { NAVIGATION_DRAWER_ID } from '../../lib/drawer-ids';
import { AccountControl } from './account-control';
import { CartLink } from './cart-link';
import { MenuIcon } from './header-icons';
import { PrimaryNavigation } from './primary-navigation';
import { visibleNavigation } from '../../lib/content-links';
import './site-header.css';

export interface SiteHeaderProps {
  context: ShellContext;
  navigationOpen: boolean;
  accountOpen: boolean;
  onOpenNavigation: () => void;
  onOpenAccount: () => void;
  /** The notifications control (the feed's bell), composed by the layout; drawn before the account control. */
  notifications?: ReactNode;
}

/** The page header (spec part 2 §2 "Page shell"): menu, logo, navigation, notifications, account and cart. */
export function SiteHeader({ context, navigationOpen, accountOpen, onOpenNavigation, onOpenAccount, notifications }: SiteHeaderProps) {
  const { site, pathTo } = context;
  const homePath = pathTo('home');
  const cartPath = pathTo('cart');
  const session = useStore(context.session);
  const cart = useStore(context.cart);
  const has = (capability: (typeof site.capabilities)[number]) => site.capabilities.includes(capability);

  return (
    <header className="df-header">
      <button
        type="button"
        className="df-header__icon-button"
        aria-expanded={navigationOpen}
        aria-controls={NAVIGATION_DRAWER_ID}
        onClick={onOpenNavigation}
      >
        <MenuIcon />
        <span className="df-header__label">Menu</span>
      </button>
      {homePath === null ? (
        <span className="df-header__logo">{site.name}</span>
      ) : (
        <Link className="df-header__logo" to={homePath}>
          {site.name}
          <span className="df-ui-visually-hidden"> home</span>
        </Link>
      )}
      <PrimaryNavigation items={visibleNavigation(site.navigation, site)} drawerOpen={navigationOpen} onOpenDrawer={onOpenNavigation} />
      <div className="df-header__actions">
        {notifications}
        <AccountControl
          customer={session.isAuthenticated ? session.customer : null}
          loginPath={pathTo('login')}
          showBalance={has('wallet-balance')}
          locale={site.locale}
          drawerOpen={accountOpen}
          onOpenDrawer={onOpenAccount}
        />
        {cartPath !== null && <CartLink to={cartPath} itemCount={cart.itemCount} />}
      </div>
    </header>
  );
}
