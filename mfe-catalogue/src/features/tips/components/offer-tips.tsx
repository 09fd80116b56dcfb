import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { useTips } from '../hooks/use-tips';
import './tips.css';

export interface OfferTipsProps {
  api: ApiClient;
  offerKey: string;
  i18n: I18n;
}

/**
 * The play page's tips (how to play, odds, draw times), each a disclosure a keyboard opens. Tips help but
 * are not needed to buy: when they fail to load the section is left out rather than shown broken.
 */
export function OfferTips({ api, offerKey, i18n }: OfferTipsProps) {
  const tips = useTips(api, offerKey);
  if (tips.status === 'error' || (tips.status === 'success' && tips.data.tips.length === 0)) return null;
  return (
    <section className="catalogue-tips" aria-labelledby="catalogue-tips-title">
      <h2 className="catalogue-tips__title" id="catalogue-tips-title">
        {i18n.t('catalogue.tips.title', 'Tips')}
      </h2>
      {tips.status === 'loading' ? (
        <LoadingRegion label={i18n.t('catalogue.tips.loading', 'Loading tips')}>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </LoadingRegion>
      ) : (
        tips.data.tips.map((tip) => (
          <details key={tip.key} className="catalogue-tips__tip">
            <summary className="catalogue-tips__summary">{tip.title}</summary>
            <p className="catalogue-tips__text">{tip.text}</p>
          </details>
        ))
      )}
    </section>
  );
}
