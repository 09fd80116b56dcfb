import { useNavigate } from 'react-router-dom';
import type { NumberStatistics } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { numberSetLabel } from '../../../lib/number-set-label';
import type { OfferRef } from '../../../lib/offer-ref';
import { useStatistics } from '../hooks/use-statistics';
import type { DrawWindow } from '../model/draw-window';
import { frequenciesOf } from '../model/frequency';
import { DrawWindowForm } from './draw-window-form';
import { FrequencyTable } from './frequency-table';
import { HotColdNumbers } from './hot-cold-numbers';
import './statistics.css';

export interface StatisticsPageProps extends Pick<RemoteProps, 'api' | 'site' | 'i18n'> {
  offer: OfferRef;
  draws: DrawWindow;
}

/** `/{offer}/statistics?draws=N`: how often each number was drawn over the last N draws, hot and cold numbers, last drawn. */
export function StatisticsPage({ api, site, i18n, offer, draws }: StatisticsPageProps) {
  const heading = i18n.t('catalogue.statistics.heading', '{offerName} number statistics', { offerName: offer.name });
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const navigate = useNavigate();
  const state = useStatistics(api, offer.key, draws);
  const choose = (window: DrawWindow) => {
    const path = pathTo('offer-statistics', { productOfferKey: offer.segment }, { draws: window });
    if (path) navigate(path);
  };

  let content;
  if (state.status === 'loading')
    content = (
      <LoadingRegion label={i18n.t('catalogue.statistics.loading', 'Loading statistics')}>
        <Skeleton width="60%" />
        <Skeleton height="12rem" />
      </LoadingRegion>
    );
  else if (state.status === 'error')
    content = <LoadError title={i18n.t('catalogue.statistics.error-title', "We couldn't load the statistics")} error={state.error} i18n={i18n} onRetry={state.retry} />;
  else if (state.data.drawsCounted === 0)
    content = <Alert tone="info">{i18n.t('catalogue.statistics.no-draws', '{offerName} has no drawn draws to count yet.', { offerName: offer.name })}</Alert>;
  else content = <Statistics statistics={state.data} offer={offer} i18n={i18n} pathTo={pathTo} />;

  return (
    <div className="catalogue-page">
      <PageHeading intro={i18n.t('catalogue.statistics.intro', 'Every draw is random: past draws do not make any number more or less likely to come up next.')}>{heading}</PageHeading>
      {/* Keyed by the window, so going back in history resets the select to the window shown. */}
      <DrawWindowForm key={draws} draws={draws} onChoose={choose} i18n={i18n} />
      {content}
    </div>
  );
}

function Statistics({ statistics, offer, i18n, pathTo }: { statistics: NumberStatistics; offer: OfferRef; i18n: I18n; pathTo: PathTo }) {
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: i18n.timeZone });
  const drawPath = (drawNo: number) => pathTo('offer-draw-results', { productOfferKey: offer.segment, drawNo });
  return (
    <>
      <p role="status">
        {i18n.t('catalogue.statistics.counted', 'Counted over the last {count} draws (draws {first} to {last}).', {
          count: statistics.drawsCounted,
          first: statistics.firstDrawNo ?? '',
          last: statistics.lastDrawNo ?? '',
        })}
      </p>
      {statistics.sets.map((set) => {
        const label = numberSetLabel(set.key, i18n);
        const id = `catalogue-statistics-${set.key}`;
        return (
          <section key={set.key} className="catalogue-statistics__set" aria-labelledby={id}>
            <h2 id={id}>{label}</h2>
            <div className="catalogue-statistics__hot-cold-row">
              <HotColdNumbers title={i18n.t('catalogue.statistics.hot', 'Hot numbers')} headingId={`${id}-hot`} entries={frequenciesOf(set.hot, set.numbers)} setKey={set.key} i18n={i18n} />
              <HotColdNumbers title={i18n.t('catalogue.statistics.cold', 'Cold numbers')} headingId={`${id}-cold`} entries={frequenciesOf(set.cold, set.numbers)} setKey={set.key} i18n={i18n} />
            </div>
            <FrequencyTable
              caption={i18n.t('catalogue.statistics.caption', '{set}: how often each number from {min} to {max} was drawn in the last {count} draws', {
                set: label,
                min: set.min,
                max: set.max,
                count: statistics.drawsCounted,
              })}
              numbers={set.numbers}
              drawPath={drawPath}
              formatDate={(date) => dates.format(new Date(date))}
              i18n={i18n}
            />
          </section>
        );
      })}
    </>
  );
}
