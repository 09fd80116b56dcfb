import type { NavigationItem } from '@drawfront/shared/contract/site';
import { Link } from 'react-router-dom';
import { NAVIGATION_DRAWER_ID } from '../../lib/drawer-ids';

export interface PrimaryNavigationProps {
  items: readonly NavigationItem[];
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/** The site's navigation items inline (large screens); a drawer-kind item opens the navigation drawer. */
export function PrimaryNavigation({ items, drawerOpen, onOpenDrawer }: PrimaryNavigationProps) {
  if (items.length === 0) return null;
  return (
    <nav className="df-header__nav" aria-label="Primary">
      <ul className="df-header__nav-list">
        {items.map((item) => (
          <li key={item.id}>
            {item.kind === 'internal' && (
              <Link className="df-header__nav-link" to={item.href}>
                {item.label}
              </Link>
            )}
            {item.kind === 'external' && (
              <a className="df-header__nav-link" href={item.href}>
                {item.label}
              </a>
            )}
            {item.kind === 'drawer' && (
              <button type="button" className="df-header__nav-link" aria-expanded={drawerOpen} aria-controls={NAVIGATION_DRAWER_ID} onClick={onOpenDrawer}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
