import type { ReactNode } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { LoadError } from '@drawfront/shared/ui/load-error';
import type { OfferRef } from '../../../lib/offer-ref';
import { usePastResults } from '../hooks/use-past-results';
import { isUnknownResults } from '../model/draw-failure';
import { pageCount } from '../model/pagination';
import type { ResultMonth } from '../model/result-month';
import { PageMissing } from './page-missing';
import { Pagination } from './pagination';
import { ResultList } from './result-list';
import { ResultsLoading } from './results-loading';

export interface PastResultsSectionProps {
  api: ApiClient;
  i18n: I18n;
  pathTo: PathTo;
  offer: OfferRef;
  page: number;
  /** Results drawn in this month only; every past result when null. */
  month: ResultMonth | null;
  hrefFor: (page: number) => string | null;
  paginationLabel: string;
  /** Shown when there is nothing to list, or the API knows no such results (404/422). */
  empty: ReactNode;
}

/** One page of an offer's past results, newest first, with its pages' links. */
export function PastResultsSection({ api, i18n, pathTo, offer, page, month, hrefFor, paginationLabel, empty }: PastResultsSectionProps) {
  const state = usePastResults(api, offer.key, page, month);
  if (state.status === 'loading') return <ResultsLoading i18n={i18n} />;
  if (state.status === 'error') {
    if (isUnknownResults(state.error)) return <>{empty}</>;
    return <LoadError title={i18n.t('catalogue.results.error-title', "We couldn't load the results")} error={state.error} i18n={i18n} onRetry={state.retry} />;
  }
  const { results, pageInfo } = state.data;
  const count = pageCount(pageInfo.total, pageInfo.limit);
  if (pageInfo.total === 0) return <>{empty}</>;
  if (results.length === 0 || page > count) return <PageMissing page={page} firstPagePath={hrefFor(1)} i18n={i18n} />;
  return (
    <>
      <ResultList
        results={results}
        titleOf={(result) => i18n.t('catalogue.results.draw-number', 'Draw {drawNo}', { drawNo: result.drawNo })}
        headingLevel={2}
        segment={offer.segment}
        i18n={i18n}
        pathTo={pathTo}
      />
      <Pagination page={page} count={count} hrefFor={hrefFor} label={paginationLabel} i18n={i18n} />
    </>
  );
}
