import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useProductOffers } from '../hooks/use-product-offers';
import { isOnSale } from '../model/offer-groups';
import type { CataloguePageProps } from './home-page';
import { OfferGrid } from './offer-grid';
import { OffersContent } from './offers-content';
import './offers.css';

const lotteriesOnSale = (offers: readonly ProductOffer[]) => offers.filter((offer) => offer.type === 'lottery_ticket' && isOnSale(offer));

/** /lotto-tickets: every lottery on sale. */
export function LottoTicketsPage({ api, site, i18n, clock }: CataloguePageProps) {
  const heading = i18n.t('catalogue.lotto-tickets.heading', 'Lotto tickets');
  usePageTitle(heading, site.name);
  const state = useProductOffers(api);
  const now = clock();
  return (
    <div className="catalogue-page">
      <PageHeading intro={i18n.t('catalogue.lotto-tickets.intro', 'Every lottery you can play, with its next jackpot and draw day.')}>{heading}</PageHeading>
      <OffersContent state={state} i18n={i18n} select={lotteriesOnSale}>
        {(offers) => <OfferGrid offers={offers} i18n={i18n} subVariant={site.subVariant} now={now} headingLevel={2} />}
      </OffersContent>
    </div>
  );
}
