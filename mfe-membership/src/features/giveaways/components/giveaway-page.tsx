import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { GIVEAWAY_TYPES } from '@drawfront/shared/contract/membership';
import type { GiveawayType, UpcomingMembershipDraw } from '@drawfront/shared/contract/membership';
import { useResource } from '@drawfront/shared/data/use-resource';
import { Hero } from '@drawfront/shared/ui/hero';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { fetchGiveaway } from '../../../lib/membership-api';
import { useProgramme } from '../../../lib/use-programme';
import { giveawayTime } from '../../../lib/giveaway-texts';
import { EntryPanel } from './entry-panel';
import { WinnerList } from '../../../components/winner-list';
import '../../../components/membership.css';
import { formatMoney } from '@drawfront/shared/format/money';

type Props = Pick<RemoteProps, 'api' | 'basePath' | 'i18n' | 'navigate' | 'notify' | 'session' | 'site'>;

const isType = (value: string | undefined): value is GiveawayType => (GIVEAWAY_TYPES as readonly string[]).includes(value ?? '');

/** /daily-winners/giveaways/{giveawayType}/{drawNumber}: one giveaway, the customer's entry, and its winners once drawn. */
export function GiveawayPage(props: Props) {
  const { giveawayType, drawNumber } = useParams();
  const number = Number(drawNumber);
  if (!isType(giveawayType) || !Number.isInteger(number) || number < 1) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return <GiveawayView {...props} type={giveawayType} number={number} />;
}

function GiveawayView({ type, number, ...props }: Props & { type: GiveawayType; number: number }) {
  const { api, i18n, site } = props;
  const load = useCallback((signal: AbortSignal) => fetchGiveaway(api, type, number, signal), [api, type, number]);
  const giveaway = useResource(load);
  const programme = useProgramme(props);
  usePageTitle(giveaway.status === 'success' ? giveaway.data.title : i18n.t('membership.giveaway.title', 'Giveaway'), site.name);

  if (giveaway.status === 'loading' || programme.status === 'loading') {
    return (
      <div className="membership-page">
        <LoadingRegion label={i18n.t('membership.giveaway.loading', 'Loading the giveaway')}>
          <Skeleton height="10rem" />
        </LoadingRegion>
      </div>
    );
  }
  if (giveaway.status === 'error') return <div className="membership-page"><LoadError title={i18n.t('membership.giveaway.load-error', "We couldn't load this giveaway")} error={giveaway.error} i18n={i18n} onRetry={giveaway.retry} /></div>;
  if (programme.status === 'error') return <div className="membership-page"><LoadError title={i18n.t('membership.load-error', "We couldn't load Daily Winners")} error={programme.error} i18n={i18n} onRetry={programme.retry} /></div>;
  const draw = giveaway.data;

  // A pending unlock request is resolved when the giveaway is read again: show the outcome, and tell a success.
  async function afterEntry(entry: UpcomingMembershipDraw) {
    if (entry.unlockRequest !== 'pending') return giveaway.refresh();
    try {
      const fresh = await fetchGiveaway(api, type, number);
      giveaway.replace(fresh);
      if (fresh.entry?.unlockRequest === 'resolved' && fresh.entry.entryStatus === 'unlocked') {
        props.notify({ level: 'success', title: i18n.t('membership.unlock.done.title', '{title} unlocked', { title: fresh.title }), message: i18n.t('membership.unlock.done.message', 'Your entry is unlocked. Good luck!'), isAutoDismissed: true });
      }
    } catch {
      await giveaway.refresh();
    }
  }

  return (
    <div className="membership-page">
      <Hero tone="success">
        <PageHeading intro={draw.description}>{draw.title}</PageHeading>
      </Hero>
      <dl className="membership-facts">
        {draw.prize.amount > 0 && (
          <>
            <dt>{i18n.t('membership.giveaway.prize', 'Prize')}</dt>
            <dd>{formatMoney(draw.prize.amount, draw.prize.currency, i18n.locale)}</dd>
          </>
        )}
        <dt>{i18n.t('membership.giveaway.opens', 'Opened')}</dt>
        <dd>{giveawayTime(draw.open, i18n)}</dd>
        <dt>{draw.availability === 'drawn' ? i18n.t('membership.giveaway.drawn', 'Drawn') : i18n.t('membership.giveaway.closes', 'Closes')}</dt>
        <dd>{giveawayTime(draw.close, i18n)}</dd>
        {draw.permits && (
          <>
            <dt>{i18n.t('membership.giveaway.permits', 'Permits')}</dt>
            <dd>{draw.permits}</dd>
          </>
        )}
      </dl>
      <EntryPanel {...props} draw={draw} membership={programme.data.membership} onEntered={(entry) => void afterEntry(entry)} />
      {draw.availability === 'drawn' && (
        <section className="membership-section" aria-labelledby="membership-draw-winners-heading">
          <h2 className="membership-section__heading" id="membership-draw-winners-heading">
            {i18n.t('membership.winners.of-draw', 'Winners')}
          </h2>
          <WinnerList winners={draw.winners} i18n={i18n} empty={i18n.t('membership.winners.none', 'There were no entries in this giveaway.')} />
        </section>
      )}
    </div>
  );
}
