import type { ProductType } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { PlayBreakBanner } from '@drawfront/shared/ui/play-break-notice';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useProductOffers } from '../hooks/use-product-offers';
import { groupOffers, isOnSale } from '../model/offer-groups';
import { OfferGrid } from './offer-grid';
import { OffersContent } from './offers-content';
import './offers.css';
import { Hero } from '@drawfront/shared/ui/hero';

export interface CataloguePageProps extends Pick<RemoteProps, 'api' | 'site' | 'i18n'> {
  /** The time draw-day labels and open draws are measured from. */
  clock: () => Date;
}

function shelfHeading(type: ProductType, i18n: I18n): string {
  switch (type) {
    case 'lottery_ticket':
      return i18n.t('catalogue.shelf.lotteries', 'Lotteries');
    case 'raffle_ticket':
      return i18n.t('catalogue.shelf.raffles', 'Raffles');
    case 'syndicate_share':
      return i18n.t('catalogue.shelf.syndicates', 'Syndicates');
    case 'membership':
      return i18n.t('catalogue.shelf.memberships', 'Memberships');
  }
}

/** The hero's line: a raffle-only site sells numbered tickets, where nobody picks numbers. */
function homeIntro(site: CataloguePageProps['site'], i18n: CataloguePageProps['i18n']): string {
  const rafflesOnly = site.capabilities.includes('charity-lotteries') && !site.capabilities.includes('commercial-lotteries');
  return rafflesOnly
    ? i18n.t('catalogue.home.intro-raffles', 'Choose a draw, buy your tickets online and support the cause.')
    : i18n.t('catalogue.home.intro', 'Choose a draw, pick your numbers and buy your tickets online.');
}

/** Home: a hero, then the site's offers on shelves by product type. */
export function HomePage({ api, site, i18n, clock }: CataloguePageProps) {
  usePageTitle(i18n.t('catalogue.home.title', 'Play online'), site.name);
  const state = useProductOffers(api);
  const now = clock();
  return (
    <div className="catalogue-page">
      <Hero>
        <PageHeading intro={homeIntro(site, i18n)}>
          {i18n.t('catalogue.home.heading', 'Welcome to {siteName}', { siteName: site.name })}
        </PageHeading>
      </Hero>
      <PlayBreakBanner />
      <OffersContent state={state} i18n={i18n} select={(offers) => offers.filter(isOnSale)}>
        {(offers) =>
          groupOffers(offers).map((group) => (
            <section key={group.type} className="catalogue-shelf" aria-labelledby={`catalogue-shelf-${group.type}`}>
              <h2 className="catalogue-shelf__heading" id={`catalogue-shelf-${group.type}`}>
                {shelfHeading(group.type, i18n)}
              </h2>
              <OfferGrid offers={group.offers} i18n={i18n} subVariant={site.subVariant} now={now} headingLevel={3} />
            </section>
          ))
        }
      </OffersContent>
    </div>
  );
}
