import type { I18n } from '@drawfront/shared/contract/i18n';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import './offers.css';

const PLACEHOLDER_CARDS = 3;

/** Skeleton cards shaped like the offer grid while offers load. */
export function OffersLoading({ i18n }: { i18n: I18n }) {
  return (
    <LoadingRegion label={i18n.t('catalogue.offers.loading', 'Loading draws')}>
      <div className="catalogue-offer-grid">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div key={index} className="catalogue-offer-card catalogue-offer-card--placeholder">
            <Skeleton height="7rem" className="catalogue-offer-card__placeholder-band" />
            <div className="catalogue-offer-card__body">
              <Skeleton width="80%" />
              <Skeleton width="50%" />
              <Skeleton width="8rem" height="44px" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
