import type { NavigationItem } from '@drawfront/shared/contract/site';
import { Link } from 'react-router-dom';
import { DrawerDialog } from '../../components/drawer-dialog';
import { NAVIGATION_DRAWER_ID } from '../../lib/drawer-ids';

export interface NavigationDrawerProps {
  /** The site's navigation (`site.navigation`); drawer-kind items are what opened this drawer, so they are not listed. */
  items: readonly NavigationItem[];
  onClose: () => void;
}

/** The primary navigation drawer (spec part 2 §2 "Page shell"): every site link, for small screens and the menu toggle. */
export function NavigationDrawer({ items, onClose }: NavigationDrawerProps) {
  const links = items.filter((item) => item.kind !== 'drawer');
  return (
    <DrawerDialog id={NAVIGATION_DRAWER_ID} title="Menu" closeLabel="Close menu" side="left" onClose={onClose}>
      <nav aria-label="Main menu">
        <ul className="df-drawer__list">
          {links.map((item) => (
            <li key={item.id}>
              {item.kind === 'internal' ? (
                <Link className="df-drawer__link" to={item.href} onClick={onClose}>
                  {item.label}
                </Link>
              ) : (
                <a className="df-drawer__link" href={item.href} onClick={onClose}>
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </DrawerDialog>
  );
}
