import type { ReactNode } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { Layout } from '@drawfront/shared/routes/route-definition';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { ShellContext } from '../../lib/shell-context';
import { AccountDrawer } from '../../features/account-drawer/account-drawer';
import { SitewideBanner } from '../../features/banner/sitewide-banner';
import { ConfirmationBanner } from '../../features/confirmation-banner/confirmation-banner';
import { ConsentBanner } from '../../features/consent/consent-banner';
import { CondensedFooter } from '../../features/footer/condensed-footer';
import type { PaymentMethod } from '../../features/footer/payment-logos';
import type { FooterProduct } from '../../features/footer/product-links';
import { SiteFooter } from '../../features/footer/site-footer';
import { useFooterProducts } from '../../features/footer/use-footer-products';
import { SiteHeader } from '../../features/header/site-header';
import { NavigationDrawer } from '../../features/navigation-drawer/navigation-drawer';
import { NotificationsBell } from '../../features/notifications-feed/notifications-bell';
import { NotificationsPanel } from '../../features/notifications-feed/notifications-panel';
import { NotificationStack } from '../../features/notifications/notification-stack';
import { PreCartDrawer } from '../../features/pre-cart-drawer/pre-cart-drawer';
import { usePreCartDrawer } from '../../features/pre-cart-drawer/use-pre-cart-drawer';
import { StepUpModal } from '../../features/step-up/step-up-modal';
import { MigrationModal } from '../../features/migration/components/migration-modal';
import { CountryBanModal } from '../../features/country-ban/components/country-ban-modal';
import { useSiteRobots } from '../../features/seo/use-site-robots';
import { useRouteSeo } from '../../features/seo/use-route-seo';
import { FeedbackModal } from '../../features/feedback/feedback-modal';
import { useSiteContent } from '../../features/site-content/site-content';
import { ChatPanel } from '../../features/support-chat/chat-panel';
import { openConsentSettings } from '../../features/consent/consent-settings';
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
  useRouteSeo(props.context.site, props.pathname);
  if (props.layout === 'none') {
    return (
      <>
        {props.children}
        <NotificationStack context={props.context} />
        {props.context.stepUp && <StepUpModal controller={props.context.stepUp} />}
      </>
    );
  }
  return <PageChrome {...props} />;
}

type DrawerKind = 'navigation' | 'account' | 'notifications' | 'feedback' | 'chat';

function PageChrome({ layout, context, pathname, children, bannerText, products, paymentMethods }: ShellLayoutProps) {
  const session = useStore(context.session);
  const cart = useStore(context.cart);
  const mainRef = useRef<HTMLElement>(null);
  // A drawer belongs to the page it was opened on, so navigating closes it without an effect.
  const [drawer, setDrawer] = useState<{ kind: DrawerKind; pathname: string } | null>(null);
  const openDrawer = drawer?.pathname === pathname ? drawer.kind : null;
  const closeDrawer = useCallback(() => setDrawer(null), []);
  const preCart = usePreCartDrawer(context.bus, pathname, context.pageVisits);
  const has = (capability: Capability) => context.site.capabilities.includes(capability);
  const customer = session.isAuthenticated ? session.customer : null;
  const isLoginOrRegistration = useMemo(() => isLoginOrRegistrationPath(pathname, context.site), [pathname, context.site]);
  const footer = chooseFooter({ layout, cartItemCount: cart.itemCount, isAuthenticated: session.isAuthenticated, isLoginOrRegistration });
  // Banner text, the feedback switch, chat hours and drawer links come from the content service.
  const siteContent = useSiteContent(context.api);
  const siteProducts = useFooterProducts(context.api, context.site.subVariant);

  return (
    <div className="df-page" data-layout={layout}>
      <SkipLink target={mainRef} />
      {has('sitewide-banner') && <SitewideBanner text={bannerText ?? siteContent?.bannerText} settled={bannerText !== undefined || siteContent !== null} />}
      <SiteHeader
        context={context}
        navigationOpen={openDrawer === 'navigation'}
        accountOpen={openDrawer === 'account'}
        onOpenNavigation={() => setDrawer({ kind: 'navigation', pathname })}
        onOpenAccount={() => setDrawer({ kind: 'account', pathname })}
        notifications={<NotificationsBell context={context} panelOpen={openDrawer === 'notifications'} onOpenPanel={() => setDrawer({ kind: 'notifications', pathname })} />}
      />
      <ConfirmationBanner context={context} pathname={pathname} />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="df-page__main">
        {children}
      </main>
      {footer === 'condensed' ? (
        <CondensedFooter site={context.site} pathTo={context.pathTo} paymentMethods={paymentMethods} />
      ) : (
        <SiteFooter
          context={context}
          pathname={pathname}
          products={products ?? siteProducts}
          paymentMethods={paymentMethods}
          feedbackEnabled={siteContent?.feedbackEnabled === true}
          onFeedback={() => setDrawer({ kind: 'feedback', pathname })}
          onChat={() => setDrawer({ kind: 'chat', pathname })}
          onCookieSettings={openConsentSettings}
        />
      )}
      {openDrawer === 'navigation' && <NavigationDrawer context={context} items={context.site.navigation} contentLinks={siteContent?.drawerLinks ?? []} onClose={closeDrawer} />}
      {openDrawer === 'feedback' && <FeedbackModal context={context} pathname={pathname} onClose={closeDrawer} />}
      {openDrawer === 'chat' && <ChatPanel context={context} hours={siteContent?.chat} onClose={closeDrawer} />}
      {openDrawer === 'account' && customer && <AccountDrawer context={context} customer={customer} onClose={closeDrawer} />}
      {openDrawer === 'notifications' && customer && has('notifications-feed') && <NotificationsPanel context={context} customerId={customer.customerId} onClose={closeDrawer} />}
      {preCart.added && has('pre-cart-recommended-draws') && <PreCartDrawer context={context} added={preCart.added} onClose={preCart.close} />}
      <NotificationStack context={context} />
      {context.stepUp && <StepUpModal controller={context.stepUp} />}
      {has('customer-migration') && <MigrationModal context={context} />}
      <CountryBanModal context={context} />
      {has('cookie-consent') && <ConsentBanner cookiePolicyPath={context.pathTo('about-cookie-policy')} />}
    </div>
  );
}
