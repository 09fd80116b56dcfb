import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { formatMoney } from '@drawfront/shared/format/money';
import type { RaffleSupport } from '@drawfront/shared/rules/raffle-support';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { fetchRaffleSupport } from '../api/fetch-raffle-support';

export interface YourSupportPageProps extends Pick<RemoteProps, 'api' | 'site'> {
  i18n: I18n;
  offerKey: string;
  offerName: string;
  /** The offer's path here, for the way back. */
  offerPath: string;
  /** A cause's own page, or null when the site has none for it (no directory, or no offer on sale for it). */
  causePath: (urlSlug: string) => string | null;
}

/** `/{offer}/your-support` (storefront §2, raffles): the cause, the money ticket sales raised for it in all and per draw. */
export function YourSupportPage({ api, site, i18n, offerKey, offerName, offerPath, causePath }: YourSupportPageProps) {
  const load = useCallback((signal: AbortSignal) => fetchRaffleSupport(api, offerKey, signal), [api, offerKey]);
  const resource = useResource(load);
  const title = i18n.t('catalogue.raffle-support.title', '{name}: your support', { name: offerName });
  usePageTitle(title, site.name);
  return (
    <div className="catalogue-page">
      <PageHeading>{title}</PageHeading>
      {resource.status === 'loading' ? <p role="status">{i18n.t('catalogue.raffle-support.loading', 'Loading the money raised')}</p> : null}
      {resource.status === 'error' ? <LoadError title={i18n.t('catalogue.raffle-support.error', "We couldn't load the money raised")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {resource.status === 'success' ? <SupportDetails support={resource.data} i18n={i18n} causePath={causePath} /> : null}
      <p>
        <Link className="df-ui-link" to={offerPath}>
          {i18n.t('catalogue.raffle-support.back', 'Back to {name}', { name: offerName })}
        </Link>
      </p>
    </div>
  );
}

function SupportDetails({ support, i18n, causePath }: { support: RaffleSupport; i18n: I18n; causePath: YourSupportPageProps['causePath'] }) {
  const money = (amount: { amount: number; currency: string }) => formatMoney(amount.amount, amount.currency, i18n.locale);
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: i18n.timeZone });
  return (
    <>
      {support.causes.length > 0 ? (
        <section aria-labelledby="catalogue-raffle-support-causes">
          <h2 id="catalogue-raffle-support-causes">{i18n.t('catalogue.raffle-support.causes', 'The cause you support')}</h2>
          <ul className="catalogue-cause-list">
            {support.causes.map((cause) => {
              const path = causePath(cause.urlSlug);
              return (
                <li key={cause.key}>
                  <h3>{path ? <Link className="df-ui-link" to={path}>{cause.name}</Link> : cause.name}</h3>
                  <p>{cause.description}</p>
                </li>
              );
            })}
          </ul>
          <p>{i18n.t('catalogue.raffle-support.rule', 'Every cent of every ticket sold goes to the cause.')}</p>
        </section>
      ) : null}
      <p className="catalogue-raffle-support-total">
        {i18n.t('catalogue.raffle-support.total', '{amount} raised from {tickets} tickets', { amount: money(support.total), tickets: support.ticketsSold.toLocaleString(i18n.locale) })}
      </p>
      {support.draws.length > 0 ? (
        <table>
          <caption>{i18n.t('catalogue.raffle-support.per-draw', 'Money raised per draw')}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n.t('catalogue.raffle-support.draw', 'Draw')}</th>
              <th scope="col">{i18n.t('catalogue.raffle-support.date', 'Draw date')}</th>
              <th scope="col">{i18n.t('catalogue.raffle-support.tickets', 'Tickets sold')}</th>
              <th scope="col">{i18n.t('catalogue.raffle-support.raised', 'Raised')}</th>
            </tr>
          </thead>
          <tbody>
            {support.draws.map((draw) => (
              <tr key={draw.drawNo}>
                <th scope="row">{draw.name ?? i18n.t('catalogue.raffle-support.draw-no', 'Draw {drawNo}', { drawNo: draw.drawNo })}</th>
                <td>
                  <time dateTime={draw.drawDate}>{dates.format(new Date(draw.drawDate))}</time>
                </td>
                <td>{draw.ticketsSold.toLocaleString(i18n.locale)}</td>
                <td>{money(draw.raised)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
