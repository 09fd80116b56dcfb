import type { CartClient } from '@drawfront/shared/cart/cart-client';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';

/** What every builder page (play, entry, syndicate) is given by the play route: the offer, and what adding to the cart needs. */
export interface BuilderPageProps extends Pick<RemoteProps, 'navigate' | 'notify' | 'bus'> {
  offer: ProductOffer;
  /** The page's query string, whose utm parameters go on to /cart. */
  search: string;
  site: SiteInfo;
  i18n: I18n;
  now: Date;
  cartClient: Pick<CartClient, 'addItem'>;
}
