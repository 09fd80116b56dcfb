import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import type { RouteId } from '@drawfront/shared/routes/route-table';
import type { ResultKind } from '../model/result-kind';
import './results.css';

const ROUTE_OF: Record<ResultKind, RouteId> = { all: 'lotto-results', lotteries: 'lotto-results-lotteries', raffles: 'lotto-results-raffles' };

/** Links between all results, lotteries' and raffles', the one shown marked as the current page. */
export function ResultKindNav({ kind, i18n, pathTo }: { kind: ResultKind; i18n: I18n; pathTo: PathTo }) {
  const labels: Record<ResultKind, string> = {
    all: i18n.t('catalogue.results.kind.all', 'All results'),
    lotteries: i18n.t('catalogue.results.kind.lotteries', 'Lotteries'),
    raffles: i18n.t('catalogue.results.kind.raffles', 'Raffles'),
  };
  return (
    <nav className="catalogue-result-kinds" aria-label={i18n.t('catalogue.results.kind.label', 'Kinds of results')}>
      <ul className="catalogue-result-kinds__list">
        {(Object.keys(ROUTE_OF) as ResultKind[]).map((each) => {
          const path = pathTo(ROUTE_OF[each]);
          return path ? (
            <li key={each}>
              <Link className="df-ui-link catalogue-result-kinds__link" to={path} aria-current={each === kind ? 'page' : undefined}>
                {labels[each]}
              </Link>
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  );
}
