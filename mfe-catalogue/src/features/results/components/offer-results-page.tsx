import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import type { OfferRef } from '../../../lib/offer-ref';
import { ArchiveMonthNav } from './archive-month-nav';
import { OfferLinks } from './offer-links';
import { PastResultsSection } from './past-results-section';
import type { ResultsPageProps } from './results-page-props';
import './results.css';

export interface OfferResultsPageProps extends ResultsPageProps {
  offer: OfferRef;
  page: number;
}

/** `/{offer}/results` (`?page=N`): the offer's past results, newest first, 5 a page, and its archive by month. */
export function OfferResultsPage({ api, site, i18n, offer, page }: OfferResultsPageProps) {
  const heading = i18n.t('catalogue.results.offer.heading', '{offerName} results', { offerName: offer.name });
  usePageTitle(page > 1 ? i18n.t('catalogue.results.title.page', '{heading}, page {page}', { heading, page }) : heading, site.name);
  const pathTo = usePathTo(site);
  const hrefFor = (n: number) => pathTo('offer-results', { productOfferKey: offer.segment }, { page: n > 1 ? n : undefined });
  return (
    <div className="catalogue-page">
      <PageHeading>{heading}</PageHeading>
      <OfferLinks offer={offer} i18n={i18n} pathTo={pathTo} />
      <PastResultsSection
        api={api}
        i18n={i18n}
        pathTo={pathTo}
        offer={offer}
        page={page}
        month={null}
        hrefFor={hrefFor}
        paginationLabel={i18n.t('catalogue.results.pages', '{heading} pages', { heading })}
        empty={<Alert tone="info">{i18n.t('catalogue.results.offer.none', '{offerName} has no results yet.', { offerName: offer.name })}</Alert>}
      />
      <ArchiveMonthNav api={api} i18n={i18n} pathTo={pathTo} offer={offer} current={null} />
    </div>
  );
}
