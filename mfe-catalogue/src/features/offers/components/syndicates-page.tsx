import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { PlayBreakBanner } from '@drawfront/shared/ui/play-break-notice';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useProductOffers } from '../hooks/use-product-offers';
import { offersOfType } from '../model/list-order';
import type { CataloguePageProps } from './home-page';
import { OffersContent } from './offers-content';
import { SyndicateCard } from './syndicate-card';
import './offers.css';

/** /syndicates (capability syndicates): every syndicate on sale with its size, tickets and share price. */
export function SyndicatesPage({ api, site, i18n, clock }: CataloguePageProps) {
  const heading = i18n.t('catalogue.syndicates.heading', 'Syndicates');
  usePageTitle(heading, site.name);
  const state = useProductOffers(api);
  const now = clock();
  return (
    <div className="catalogue-page">
      <PageHeading intro={i18n.t('catalogue.syndicates.intro', 'Buy shares in a syndicate: it plays many tickets in every draw, and any prize is shared by share.')}>{heading}</PageHeading>
      <PlayBreakBanner />
      <OffersContent state={state} i18n={i18n} select={(offers) => offersOfType(offers, 'syndicate_share')}>
        {(offers) => (
          <ul className="catalogue-offer-grid">
            {offers.map((offer) => (
              <li key={offer.key} className="catalogue-offer-grid__item">
                <SyndicateCard offer={offer} i18n={i18n} subVariant={site.subVariant} now={now} />
              </li>
            ))}
          </ul>
        )}
      </OffersContent>
    </div>
  );
}
