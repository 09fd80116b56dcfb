import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { FooterDisclaimer } from './footer-disclaimer';
import { FooterLinkList } from './footer-link-list';
import { condensedFooterLinks } from './footer-links';
import { PaymentLogos, type PaymentMethod } from './payment-logos';
import './site-footer.css';

export interface CondensedFooterProps {
  site: SiteInfo;
  /** The site's links (`pathTo` of the shell context). */
  pathTo: PathTo;
  paymentMethods?: readonly PaymentMethod[];
}

/**
 * The condensed footer for checkout with items in the cart and for signing in (spec part 2 §2
 * "Footer"): only what a customer needs there, so nothing leads them away from finishing.
 */
export function CondensedFooter({ site, pathTo, paymentMethods }: CondensedFooterProps) {
  return (
    <footer className="df-footer df-footer--condensed">
      <nav aria-label="Legal">
        <FooterLinkList links={condensedFooterLinks(site.capabilities, pathTo)} />
      </nav>
      <PaymentLogos methods={paymentMethods} />
      <FooterDisclaimer site={site} />
    </footer>
  );
}
