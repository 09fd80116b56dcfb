import { useId, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Autoplay } from '@drawfront/shared/contract/recurring';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { gameLabel } from '../../../lib/game-label';
import { isNotFound } from '../../../lib/is-not-found';
import type { RecurringKind } from '../api/recurring-api';
import { useRecurring } from '../hooks/use-recurring';
import { isRecordId, RECURRING_ROUTES } from '../model/recurring-routes';
import { nounText } from '../model/recurring-texts';
import { LimitPauseNotice } from './limit-pause-notice';
import { RecurringActions } from './recurring-actions';
import { RecurringFacts } from './recurring-facts';
import './recurring.css';

export interface RecurringTicketPageProps extends Pick<RemoteProps, 'api' | 'i18n' | 'site'> {
  kind: RecurringKind;
}

type Texts = { kind: string; notFound: string; notFoundText: string; loading: string; loadError: string; back: string; manage: string };

function texts(kind: RecurringKind, i18n: I18n): Texts {
  return kind === 'autoplay'
    ? {
        kind: i18n.t('account.recurring.autoplay-heading', 'Autoplay'),
        notFound: i18n.t('account.recurring.autoplay-not-found-heading', 'Autoplay not found'),
        notFoundText: i18n.t('account.recurring.autoplay-not-found', "We couldn't find this autoplay. It may belong to another account, or the link may be wrong."),
        loading: i18n.t('account.recurring.autoplay-loading', 'Loading your autoplay'),
        loadError: i18n.t('account.recurring.autoplay-load-error', "We couldn't load this autoplay"),
        back: i18n.t('account.recurring.autoplay-back', 'Back to autoplay'),
        manage: i18n.t('account.recurring.autoplay-manage', 'Change your autoplay'),
      }
    : {
        kind: i18n.t('account.recurring.subscription-heading', 'Subscription'),
        notFound: i18n.t('account.recurring.subscription-not-found-heading', 'Subscription not found'),
        notFoundText: i18n.t('account.recurring.subscription-not-found', "We couldn't find this subscription. It may belong to another account, or the link may be wrong."),
        loading: i18n.t('account.recurring.subscription-loading', 'Loading your subscription'),
        loadError: i18n.t('account.recurring.subscription-load-error', "We couldn't load this subscription"),
        back: i18n.t('account.recurring.subscriptions-back', 'Back to subscriptions'),
        manage: i18n.t('account.recurring.subscription-manage', 'Change your subscription'),
      };
}

/**
 * /my-account/autoplay/ticket/{id} and /my-account/subscriptions/ticket/{id}: one autoplay or subscription,
 * what it buys (offer, numbers or Quick Pick, price each draw, minimum jackpot), how it stands (status, next
 * draw, last attempt) and the changes its list offers. An address that cannot be an id is not found at once.
 */
export function RecurringTicketPage(props: RecurringTicketPageProps) {
  const { id = '' } = useParams();
  return isRecordId(id) ? <RecurringTicket key={`${props.kind}:${id}`} {...props} id={id} /> : <UnknownRecord {...props} />;
}

function UnknownRecord({ i18n, site, kind }: RecurringTicketPageProps) {
  const text = texts(kind, i18n);
  usePageTitle(text.notFound, site.name);
  return (
    <div className="account-recurring">
      <Heading>{text.notFound}</Heading>
      <NotFoundBody text={text} kind={kind} site={site} />
    </div>
  );
}

function RecurringTicket({ api, i18n, site, kind, id }: RecurringTicketPageProps & { id: string }) {
  const resource = useRecurring(api, kind, id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A record cancelled before the page opened has nothing to change; one cancelled here keeps its notice.
  const [changedHere, setChangedHere] = useState(false);
  const text = texts(kind, i18n);
  const notFound = resource.status === 'error' && isNotFound(resource.error);
  const record = resource.status === 'success' ? resource.data : null;
  const heading = notFound ? text.notFound : (record?.description ?? text.kind);
  usePageTitle(record ? `${record.description}, ${text.kind}` : heading, site.name);

  return (
    <div className="account-recurring">
      <Heading headingRef={headingRef} intro={record ? text.kind : null}>
        {heading}
      </Heading>
      {resource.status === 'loading' ? (
        <p role="status" className="account-recurring__loading">
          {text.loading}
        </p>
      ) : null}
      {notFound ? <NotFoundBody text={text} kind={kind} site={site} /> : null}
      {resource.status === 'error' && !notFound ? <LoadError title={text.loadError} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {record ? (
        <>
          <RecurringFacts record={record} i18n={i18n} site={site} full />
          {record.limitPause ? <LimitPauseNotice pause={record.limitPause} noun={nounText(kind, i18n)} i18n={i18n} titleLevel={2} /> : null}
          <RecurringGames record={record} i18n={i18n} />
          {record.status !== 'recurring_status_cancelled' || changedHere ? (
            <ManageSection title={text.manage}>
              <RecurringActions
                record={record}
                kind={kind}
                api={api}
                i18n={i18n}
                site={site}
                onChange={(answer) => {
                  setChangedHere(true);
                  resource.replace(answer);
                }}
                focusAfter={headingRef}
              />
            </ManageSection>
          ) : null}
          <BackLink text={text} kind={kind} site={site} />
        </>
      ) : null}
    </div>
  );
}

/** The page's one `<h1>`; it takes focus after a change, so the outcome is read from the top. */
function Heading({ children, intro, headingRef }: { children: string; intro?: string | null; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="df-ui-page-heading">
      <h1 ref={headingRef} tabIndex={-1} className="df-ui-page-heading__title">
        {children}
      </h1>
      {intro ? <p className="df-ui-page-heading__intro">{intro}</p> : null}
    </div>
  );
}

function NotFoundBody({ text, kind, site }: { text: Texts; kind: RecurringKind; site: SiteInfo }) {
  return (
    <>
      <p className="account-recurring__empty">{text.notFoundText}</p>
      <BackLink text={text} kind={kind} site={site} />
    </>
  );
}

function BackLink({ text, kind, site }: { text: Texts; kind: RecurringKind; site: SiteInfo }) {
  const pathTo = usePathTo(site);
  const list = pathTo(RECURRING_ROUTES[kind].list);
  if (!list) return null;
  return (
    <p className="account-recurring__back">
      <Link className="df-ui-link" to={list}>
        {text.back}
      </Link>
    </p>
  );
}

function ManageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="account-recurring__manage" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-recurring__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Each game's numbers in words ("Game 1: 1, 2, 3, 4, 5, 6, 7, Powerball 9"), or that Quick Pick chooses them each draw. */
function RecurringGames({ record, i18n }: { record: Autoplay; i18n: I18n }) {
  const headingId = useId();
  const picked = record.games.filter((game) => (game.numbers?.length ?? 0) > 0 || (game.powerball?.length ?? 0) > 0);
  if (!record.quickpick && picked.length === 0) return null;
  return (
    <section className="account-recurring__games" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-recurring__section-title">
        {i18n.t('account.ticket.games-heading', 'Your numbers')}
      </h2>
      {record.quickpick ? (
        <p className="account-recurring__quickpick">{i18n.t('account.recurring.quickpick', 'Quick Pick: new random numbers are chosen for every draw.')}</p>
      ) : (
        <ol className="account-recurring__game-list">
          {picked.map((game, index) => (
            <li key={index}>{gameLabel(game, index, i18n)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
