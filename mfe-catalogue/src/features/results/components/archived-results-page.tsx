import { Link } from 'react-router-dom';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import type { OfferRef } from '../../../lib/offer-ref';
import { parseResultMonth, resultMonthLabel } from '../model/result-month';
import { ArchiveMonthNav } from './archive-month-nav';
import { OfferLinks } from './offer-links';
import { PastResultsSection } from './past-results-section';
import type { ResultsPageProps } from './results-page-props';
import './results.css';

export interface ArchivedResultsPageProps extends ResultsPageProps {
  offer: OfferRef;
  /** The route's `:date`, meant to be `YYYY-MM`; anything else shows "not a month we have results for". */
  date: string;
  page: number;
}

/** `/{offer}/results/{YYYY-MM}/{page?}`: the offer's results drawn in one month (archived by month and year). */
export function ArchivedResultsPage({ api, site, i18n, offer, date, page }: ArchivedResultsPageProps) {
  const month = parseResultMonth(date);
  const monthText = month ? resultMonthLabel(month, i18n.locale) : date;
  const heading = month
    ? i18n.t('catalogue.results.archive.page-heading', '{offerName} results for {month}', { offerName: offer.name, month: monthText })
    : i18n.t('catalogue.results.offer.heading', '{offerName} results', { offerName: offer.name });
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const allResults = pathTo('offer-results', { productOfferKey: offer.segment });
  const unknownMonth = (
    <Alert tone="info" title={i18n.t('catalogue.results.archive.unknown-title', '“{month}” is not a month we have results for', { month: monthText })}>
      <p>
        {i18n.t('catalogue.results.archive.unknown', 'Choose a month below, or see every result of {offerName}.', { offerName: offer.name })}{' '}
        {allResults ? (
          <Link className="df-ui-link" to={allResults}>
            {i18n.t('catalogue.results.archive.all', 'All {offerName} results', { offerName: offer.name })}
          </Link>
        ) : null}
      </p>
    </Alert>
  );
  const hrefFor = (n: number) => pathTo('offer-archived-results', { productOfferKey: offer.segment, date, page: n > 1 ? n : undefined });

  return (
    <div className="catalogue-page">
      <PageHeading>{heading}</PageHeading>
      <OfferLinks offer={offer} i18n={i18n} pathTo={pathTo} />
      {month ? (
        <PastResultsSection
          api={api}
          i18n={i18n}
          pathTo={pathTo}
          offer={offer}
          page={page}
          month={month}
          hrefFor={hrefFor}
          paginationLabel={i18n.t('catalogue.results.pages', '{heading} pages', { heading })}
          empty={unknownMonth}
        />
      ) : (
        unknownMonth
      )}
      <ArchiveMonthNav api={api} i18n={i18n} pathTo={pathTo} offer={offer} current={month} />
    </div>
  );
}
