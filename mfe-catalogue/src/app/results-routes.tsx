import { useParams, useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { ArchivedResultsPage } from '../features/results/components/archived-results-page';
import { DrawResultPage } from '../features/results/components/draw-result-page';
import { LottoResultsPage } from '../features/results/components/lotto-results-page';
import { OfferResultsPage } from '../features/results/components/offer-results-page';
import { WinnersPage } from '../features/results/components/winners-page';
import { parseDrawNo } from '../features/results/model/draw-number';
import { parsePage } from '../features/results/model/pagination';
import type { ResultKind } from '../features/results/model/result-kind';
import { StatisticsPage } from '../features/statistics/components/statistics-page';
import { parseDrawWindow } from '../features/statistics/model/draw-window';
import { OfferGate } from './offer-gate';

/**
 * The results and statistics routes, in a module of their own so app.tsx can load it on demand
 * (React.lazy): the home page never carries them. Each reads its route's params and hands the
 * feature page plain values.
 */
export type ResultsRouteProps = Pick<RemoteProps, 'api' | 'site' | 'i18n' | 'navigate'>;

/** `/lotto-results/{page?}`, `/lotto-results/lotteries/{page?}`, `/lotto-results/raffles/{page?}`. */
export function LottoResultsRoute({ kind, navigate, ...page }: ResultsRouteProps & { kind: ResultKind }) {
  const number = parsePage(useParams().page);
  if (number === null) return <NotFound i18n={page.i18n} navigate={navigate} />;
  return <LottoResultsPage {...page} kind={kind} page={number} />;
}

/** `/{offer}/results?page=N`. */
export function OfferResultsRoute(props: ResultsRouteProps) {
  const { productOfferKey = '' } = useParams();
  const [search] = useSearchParams();
  const page = parsePage(search.get('page'));
  if (page === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return (
    <OfferGate {...props} segment={productOfferKey}>
      {(offer) => <OfferResultsPage api={props.api} site={props.site} i18n={props.i18n} offer={offer} page={page} />}
    </OfferGate>
  );
}

/** `/{offer}/results/{date}/{page?}`: a bad date is the page's own "not a month" state, a bad page a 404. */
export function ArchivedResultsRoute(props: ResultsRouteProps) {
  const { productOfferKey = '', date = '', page: rawPage } = useParams();
  const page = parsePage(rawPage);
  if (page === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return (
    <OfferGate {...props} segment={productOfferKey}>
      {(offer) => <ArchivedResultsPage api={props.api} site={props.site} i18n={props.i18n} offer={offer} date={date} page={page} />}
    </OfferGate>
  );
}

/** `/{offer}/results/draw/{drawNo}`. */
export function DrawResultRoute(props: ResultsRouteProps) {
  const { productOfferKey = '', drawNo: rawDrawNo } = useParams();
  const drawNo = parseDrawNo(rawDrawNo);
  if (drawNo === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return (
    <OfferGate {...props} segment={productOfferKey}>
      {(offer) => <DrawResultPage key={drawNo} api={props.api} site={props.site} i18n={props.i18n} offer={offer} drawNo={drawNo} />}
    </OfferGate>
  );
}

/** `/{offer}/winners?drawNo=N` and `/{offer}?tab=winners`. */
export function WinnersRoute(props: ResultsRouteProps) {
  const { productOfferKey = '' } = useParams();
  const [search] = useSearchParams();
  const drawNo = parseDrawNo(search.get('drawNo'));
  return (
    <OfferGate {...props} segment={productOfferKey}>
      {(offer) => <WinnersPage api={props.api} site={props.site} i18n={props.i18n} offer={offer} drawNo={drawNo} />}
    </OfferGate>
  );
}

/** `/{offer}/statistics?draws=N` (10, 25, 50 or 100; 25 otherwise). */
export function StatisticsRoute(props: ResultsRouteProps) {
  const { productOfferKey = '' } = useParams();
  const [search] = useSearchParams();
  const draws = parseDrawWindow(search.get('draws'));
  return (
    <OfferGate {...props} segment={productOfferKey}>
      {(offer) => <StatisticsPage api={props.api} site={props.site} i18n={props.i18n} offer={offer} draws={draws} />}
    </OfferGate>
  );
}
