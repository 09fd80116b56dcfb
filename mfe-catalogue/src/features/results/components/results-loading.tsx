import type { I18n } from '@drawfront/shared/contract/i18n';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import './results.css';

/** Skeleton cards shaped like a results list while results load. */
export function ResultsLoading({ i18n, cards = 3 }: { i18n: I18n; cards?: number }) {
  return (
    <LoadingRegion label={i18n.t('catalogue.results.loading', 'Loading results')}>
      <div className="catalogue-result-list">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="catalogue-result-card">
            <Skeleton width="40%" height="1.5rem" />
            <Skeleton width="60%" />
            <Skeleton width="80%" height="2.5rem" />
            <Skeleton width="30%" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
