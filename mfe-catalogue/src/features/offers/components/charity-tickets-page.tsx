import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { PlayBreakBanner } from '@drawfront/shared/ui/play-break-notice';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useProductOffers } from '../hooks/use-product-offers';
import { offersOfType } from '../model/list-order';
import type { CataloguePageProps } from './home-page';
import { OfferGrid } from './offer-grid';
import { OffersContent } from './offers-content';
import './offers.css';

/** /charity-tickets (a site may call it /raffles): every raffle on sale, in the API's order. */
export function CharityTicketsPage({ api, site, i18n, clock }: CataloguePageProps) {
  const heading = i18n.t('catalogue.charity-tickets.heading', 'Charity raffles');
  usePageTitle(heading, site.name);
  const state = useProductOffers(api);
  const now = clock();
  return (
    <div className="catalogue-page">
      <PageHeading intro={i18n.t('catalogue.charity-tickets.intro', 'Win a prize and fund a good cause: every raffle on sale, with its prize and draw day.')}>{heading}</PageHeading>
      <PlayBreakBanner />
      <OffersContent state={state} i18n={i18n} select={(offers) => offersOfType(offers, 'raffle_ticket')}>
        {(offers) => <OfferGrid offers={offers} i18n={i18n} subVariant={site.subVariant} now={now} headingLevel={2} />}
      </OffersContent>
    </div>
  );
}
