import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { ShellContext } from '../../lib/shell-context';
import { AppDownloadBlock } from './app-download-block';
import { FeedbackBlock } from './feedback-block';
import { FooterDisclaimer } from './footer-disclaimer';
import { FooterGroup } from './footer-group';
import { FooterLinkList } from './footer-link-list';
import { fullFooterLinks } from './footer-links';
import { PaymentLogos, type PaymentMethod } from './payment-logos';
import { ProductLinks, type FooterProduct } from './product-links';
import { SocialLinks } from './social-links';
import { SupportBlock, telHref } from './support-block';
import './site-footer.css';

export interface SiteFooterProps {
  context: ShellContext;
  /** The current path: feedback is reported against the page it was asked on. */
  pathname: string;
  /** Offers to link to (play and results); omitted until the shell passes the catalogue. */
  products?: readonly FooterProduct[];
  paymentMethods?: readonly PaymentMethod[];
  /** The content service switches the feedback banner on per site (storefront §4). */
  feedbackEnabled?: boolean;
  /** Opens the feedback modal. */
  onFeedback?: () => void;
  /** Opens the support chat. */
  onChat?: () => void;
  /** Reopens the cookie consent choice (sites with cookie consent). */
  onCookieSettings?: () => void;
}

/** The full footer (spec part 2 §2 "Footer"); every block follows its capability. */
export function SiteFooter({ context, pathname, products = [], paymentMethods, feedbackEnabled = false, onFeedback, onChat, onCookieSettings }: SiteFooterProps) {
  const { site, bus, pathTo } = context;
  const has = (capability: Capability) => site.capabilities.includes(capability);
  // The layout opens the feedback modal and the chat; the event tells analytics (with consent).
  const track = (name: string, open?: () => void) => {
    bus.emit({ type: 'analytics/track', name, properties: { source: pathname } });
    open?.();
  };

  return (
    <footer className="df-footer">
      {has('feedback') && feedbackEnabled && onFeedback && <FeedbackBlock onFeedback={() => track('feedback_opened', onFeedback)} />}
      <div className="df-footer__columns">
        <ProductLinks products={products} multiOffer={has('multi-offer-site')} pathTo={pathTo} />
        <SupportBlock constants={site.constants} chat={has('customer-chat') && onChat !== undefined} onChat={() => track('support_chat_opened', onChat)} />
        <FooterGroup title="About" collapsible={false}>
          <FooterLinkList links={fullFooterLinks(site.capabilities, pathTo)} />
        </FooterGroup>
        <SocialLinks links={site.socialLinks} />
        {has('native-app') && <AppDownloadBlock pathTo={pathTo} />}
      </div>
      <div className="df-footer__meta">
        <PaymentLogos methods={paymentMethods} />
        <p className="df-footer__brand">{site.name}</p>
        {site.constants.supportNumber && (
          <p className="df-footer__support-number">
            Support{' '}
            <a className="df-footer__link" href={telHref(site.constants.supportNumber)}>
              {site.constants.supportNumber}
            </a>
          </p>
        )}
        {has('cookie-consent') && onCookieSettings && (
          <p>
            <button type="button" className="df-footer__link df-footer__text-button" onClick={onCookieSettings}>
              Cookie settings
            </button>
          </p>
        )}
        <FooterDisclaimer site={site} />
      </div>
    </footer>
  );
}
