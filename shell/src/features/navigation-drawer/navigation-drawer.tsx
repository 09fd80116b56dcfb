import type { ContentLink } from '@drawfront/shared/contract/content';
import type { NavigationItem } from '@drawfront/shared/contract/site';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import type { RouteSite } from '@drawfront/shared/routes/match-route';
import { Link } from 'react-router-dom';
import { DrawerDialog } from '../../components/drawer-dialog';
import { NAVIGATION_DRAWER_ID } from '../../lib/drawer-ids';
import { resolveContentLinks, visibleNavigation } from '../../lib/content-links';

export interface NavigationDrawerProps {
  /** The site's navigation (`site.navigation`); drawer-kind items are what opened this drawer, so they are not listed. */
  items: readonly NavigationItem[];
  /** The site (capabilities, path overrides) and its `pathTo`: no link to a page the site lacks. */
  context: { site: RouteSite; pathTo: PathTo };
  /** More links from the content service's site config. */
  contentLinks?: readonly ContentLink[];
  onClose: () => void;
}

/** The primary navigation drawer (spec part 2 §2 "Page shell"): every site link, for small screens and the menu toggle. */
export function NavigationDrawer({ items, context, contentLinks = [], onClose }: NavigationDrawerProps) {
  const links = visibleNavigation(items, context.site).filter((item) => item.kind !== 'drawer');
  const shown = new Set(links.map((item) => item.href));
  const more = resolveContentLinks(contentLinks, context.pathTo, context.site).filter((link) => !shown.has(link.href));
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
      {more.length > 0 && (
        <nav aria-label="More">
          <ul className="df-drawer__list">
            {more.map((link) => (
              <li key={link.href}>
                {link.internal ? (
                  <Link className="df-drawer__link" to={link.href} onClick={onClose}>
                    {link.label}
                  </Link>
                ) : (
                  <a className="df-drawer__link" href={link.href} onClick={onClose}>
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </DrawerDialog>
  );
}
