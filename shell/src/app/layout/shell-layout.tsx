import type { ReactNode } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { Layout } from '@drawfront/shared/routes/route-definition';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { ShellContext } from '../../lib/shell-context';
import { AccountDrawer } from '../../features/account-drawer/account-drawer';
import { SitewideBanner } from '../../features/banner/sitewide-banner';
import { ConsentBanner } from '../../features/consent/consent-banner';
import { CondensedFooter } from '../../features/footer/condensed-footer';
import type { PaymentMethod } from '../../features/footer/payment-logos';
import type { FooterProduct } from '../../features/footer/product-links';
import { SiteFooter } from '../../features/footer/site-footer';
import { SiteHeader } from '../../features/header/site-header';
import { NavigationDrawer } from '../../features/navigation-drawer/navigation-drawer';
import { NotificationsBell } from '../../features/notifications-feed/notifications-bell';
import { NotificationsPanel } from '../../features/notifications-feed/notifications-panel';
import { NotificationStack } from '../../features/notifications/notification-stack';
import { useSiteRobots } from '../../features/seo/use-site-robots';
import { chooseFooter, isLoginOrRegistrationPath } from './choose-footer';
import { SkipLink } from './skip-link';
import './shell-layout.css';

export interface ShellLayoutProps {
  layout: Layout;
  context: ShellContext;
  pathname: string;
  children: ReactNode;
  /** Sitewide banner text (site config); shown only with the sitewide-banner capability. */
  bannerText?: string;
  /** Offers for the footer's play and results links. */
  products?: readonly FooterProduct[];
  paymentMethods?: readonly PaymentMethod[];
}

/**
 * The page around a route's content. 'none' pages (partner checkout, previews) get only the
 * notification stack; 'base' and 'checkout' get the whole chrome.
 */
export function ShellLayout(props: ShellLayoutProps) {
  useSiteRobots(props.context.site.constants.disableIndexing);
  if (props.layout === 'none') {
    return (
      <>
        {props.children}
        <NotificationStack context={props.context} />
      </>
    );
  }
  return <PageChrome {...props} />;
}

type DrawerKind = 'navigation' | 'account' | 'notifications';

function PageChrome({ layout, context, pathname, children, bannerText, products, paymentMethods }: ShellLayoutProps) {
  const session = useStore(context.session);
  const cart = useStore(context.cart);
  const mainRef = useRef<HTMLElement>(null);
  // A drawer belongs to the page it was opened on, so navigating closes it without an effect.
  const [drawer, setDrawer] = useState<{ kind: DrawerKind; pathname: string } | null>(null);
  const openDrawer = drawer?.pathname === pathname ? drawer.kind : null;
  const closeDrawer = useCallback(() => setDrawer(null), []);
  const has = (capability: Capability) => context.site.capabilities.includes(capability);
  const customer = session.isAuthenticated ? session.customer : null;
  const isLoginOrRegistration = useMemo(() => isLoginOrRegistrationPath(pathname, context.site), [pathname, context.site]);
  const footer = chooseFooter({ layout, cartItemCount: cart.itemCount, isAuthenticated: session.isAuthenticated, isLoginOrRegistration });

  return (
    <div className="df-page" data-layout={layout}>
      <SkipLink target={mainRef} />
      {has('sitewide-banner') && <SitewideBanner text={bannerText} />}
      <SiteHeader
        context={context}
        navigationOpen={openDrawer === 'navigation'}
        accountOpen={openDrawer === 'account'}
        onOpenNavigation={() => setDrawer({ kind: 'navigation', pathname })}
        onOpenAccount={() => setDrawer({ kind: 'account', pathname })}
        notifications={<NotificationsBell context={context} panelOpen={openDrawer === 'notifications'} onOpenPanel={() => setDrawer({ kind: 'notifications', pathname })} />}
      />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="df-page__main">
        {children}
      </main>
      {footer === 'condensed' ? (
        <CondensedFooter site={context.site} pathTo={context.pathTo} paymentMethods={paymentMethods} />
      ) : (
        <SiteFooter context={context} pathname={pathname} products={products} paymentMethods={paymentMethods} />
      )}
      {openDrawer === 'navigation' && <NavigationDrawer items={context.site.navigation} onClose={closeDrawer} />}
      {openDrawer === 'account' && customer && <AccountDrawer context={context} customer={customer} onClose={closeDrawer} />}
      {openDrawer === 'notifications' && customer && has('notifications-feed') && <NotificationsPanel context={context} customerId={customer.customerId} onClose={closeDrawer} />}
      <NotificationStack context={context} />
      {has('cookie-consent') && <ConsentBanner cookiePolicyPath={context.pathTo('about-cookie-policy')} />}
    </div>
  );
}
