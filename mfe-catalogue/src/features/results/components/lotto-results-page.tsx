import type { I18n } from '@drawfront/shared/contract/i18n';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { useLatestResults } from '../hooks/use-latest-results';
import { pageCount, pageSlice } from '../model/pagination';
import type { ResultKind } from '../model/result-kind';
import { PageMissing } from './page-missing';
import { Pagination } from './pagination';
import { ResultKindNav } from './result-kind-nav';
import { ResultList } from './result-list';
import type { ResultsPageProps } from './results-page-props';
import { ResultsLoading } from './results-loading';
import './results.css';

export interface LottoResultsPageProps extends ResultsPageProps {
  kind: ResultKind;
  page: number;
}

function headingOf(kind: ResultKind, i18n: I18n): string {
  switch (kind) {
    case 'all':
      return i18n.t('catalogue.results.heading.all', 'Lotto results');
    case 'lotteries':
      return i18n.t('catalogue.results.heading.lotteries', 'Lottery results');
    case 'raffles':
      return i18n.t('catalogue.results.heading.raffles', 'Raffle results');
  }
}

/** `/lotto-results`, `/lotto-results/lotteries`, `/lotto-results/raffles` (each `/{page?}`): the latest result of each offer, 5 a page. */
export function LottoResultsPage({ api, site, i18n, kind, page }: LottoResultsPageProps) {
  const heading = headingOf(kind, i18n);
  usePageTitle(page > 1 ? i18n.t('catalogue.results.title.page', '{heading}, page {page}', { heading, page }) : heading, site.name);
  const pathTo = usePathTo(site);
  const state = useLatestResults(api, kind);
  const routeId = kind === 'all' ? 'lotto-results' : kind === 'lotteries' ? 'lotto-results-lotteries' : 'lotto-results-raffles';
  const hrefFor = (n: number) => pathTo(routeId, { page: n > 1 ? n : undefined });

  let content;
  if (state.status === 'loading') content = <ResultsLoading i18n={i18n} />;
  else if (state.status === 'error')
    content = <LoadError title={i18n.t('catalogue.results.error-title', "We couldn't load the results")} error={state.error} i18n={i18n} onRetry={state.retry} />;
  else if (state.data.length === 0)
    content = <Alert tone="info">{i18n.t('catalogue.results.none', 'There are no results yet. Results appear here once a draw is drawn.')}</Alert>;
  else if (page > pageCount(state.data.length)) content = <PageMissing page={page} firstPagePath={hrefFor(1)} i18n={i18n} />;
  else
    content = (
      <>
        <ResultList results={pageSlice(state.data, page)} titleOf={(result) => result.offerName} headingLevel={2} i18n={i18n} pathTo={pathTo} />
        <Pagination
          page={page}
          count={pageCount(state.data.length)}
          hrefFor={hrefFor}
          label={i18n.t('catalogue.results.pages', '{heading} pages', { heading })}
          i18n={i18n}
        />
      </>
    );

  return (
    <div className="catalogue-page">
      <PageHeading intro={i18n.t('catalogue.results.intro', 'The latest draw of every lottery and raffle, with its winning numbers.')}>{heading}</PageHeading>
      <ResultKindNav kind={kind} i18n={i18n} pathTo={pathTo} />
      {content}
    </div>
  );
}
