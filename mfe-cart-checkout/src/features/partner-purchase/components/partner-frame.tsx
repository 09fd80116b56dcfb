import type { ReactNode } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import './partner.css';

export interface PartnerFrameProps extends Pick<RemoteProps, 'i18n' | 'site'> {
  /** The partner's name once known. */
  partnerName?: string | null;
  children: ReactNode;
}

/** The partner pages are outside the site's layout (groups spec §2): a slim header and the page's main landmark. */
export function PartnerFrame({ i18n, site, partnerName, children }: PartnerFrameProps) {
  return (
    <div className="cart-partner">
      <header className="cart-partner__header">
        <p className="cart-partner__brand">{site.name}</p>
        {partnerName ? <p className="cart-partner__with">{i18n.t('partner.with', 'with {partner}', { partner: partnerName })}</p> : null}
      </header>
      <main className="cart-partner__main" id="main-content">
        {children}
      </main>
    </div>
  );
}
