import { Link, useParams } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SyndicateShare } from '@drawfront/shared/contract/syndicates';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { isNotFound } from '../../../lib/is-not-found';
import { useShare } from '../hooks/use-shares';
import './syndicate-shares.css';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

export type SharePageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

const gameText = (game: SyndicateShare['tickets'][number]['game']) =>
  [...(game.numbers ?? []), ...(game.powerball ?? []).map((ball) => `PB ${ball}`)].join(', ');

function statusText(share: SyndicateShare, i18n: I18n): string {
  if (share.status === 'upcoming') return i18n.t('account.share.status.upcoming', 'Waiting for the draw');
  if (share.status === 'drawn') return i18n.t('account.share.status.drawn', 'Drawn: prizes are being worked out');
  return i18n.t('account.share.status.scored', 'Drawn');
}

/** /my-account/syndicate-tickets/share/{id}: the customer's shares of one syndicate draw, its tickets and their part of any prize. */
export function SharePage({ api, i18n, navigate, site }: SharePageProps) {
  const { id = '' } = useParams();
  const resource = useShare(api, id);
  const pathTo = usePathTo(site);
  const notFound = resource.status === 'error' && isNotFound(resource.error);
  const heading = notFound ? i18n.t('account.share.not-found-heading', 'Syndicate share not found') : i18n.t('account.share.heading', 'Syndicate share');
  usePageTitle(heading, site.name);
  const upcoming = pathTo('upcoming-tickets');
  return (
    <div className="account-share">
      <PageHeading>{heading}</PageHeading>
      {resource.status === 'loading' ? <p role="status">{i18n.t('account.share.loading', 'Loading your share')}</p> : null}
      {notFound ? <p>{i18n.t('account.share.not-found', "We couldn't find this share. It may belong to another account, or the link may be wrong.")}</p> : null}
      {resource.status === 'error' && !notFound ? <LoadError title={i18n.t('account.share.error-title', "We couldn't load this share")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {resource.status === 'success' ? <ShareDetails share={resource.data} i18n={i18n} receiptPath={pathTo('receipt', { checkoutID: resource.data.checkoutId })} navigate={navigate} /> : null}
      {upcoming ? (
        <p className="account-share__back">
          <Link className="df-ui-link" to={upcoming}>
            {i18n.t('account.share.back', 'Back to upcoming tickets')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function ShareDetails({ share, i18n, receiptPath, navigate }: { share: SyndicateShare; i18n: I18n; receiptPath: string | null; navigate: RemoteProps['navigate'] }) {
  const date = formatSiteTime(share.drawDate, i18n, { dateStyle: 'full' });
  const money = (amount: SyndicateShare['price']) => i18n.money(amount.amount);
  return (
    <>
      <h2 className="account-share__name">{share.syndicateName}</h2>
      <dl className="account-share__facts">
        <div>
          <dt>{i18n.t('account.share.draw', 'Draw')}</dt>
          <dd>{i18n.t('account.share.draw-value', '{date} (draw {drawNo})', { date, drawNo: share.drawNo })}</dd>
        </div>
        <div>
          <dt>{i18n.t('account.share.your-shares', 'Your shares')}</dt>
          <dd>{i18n.t('account.share.shares-of', '{shares} of {size}', { shares: share.shares, size: share.syndicateSize })}</dd>
        </div>
        <div>
          <dt>{i18n.t('account.share.price', 'Price')}</dt>
          <dd>{money(share.price)}</dd>
        </div>
        <div>
          <dt>{i18n.t('account.share.status', 'Status')}</dt>
          <dd>{statusText(share, i18n)}</dd>
        </div>
        {share.prize ? (
          <>
            <div>
              <dt>{i18n.t('account.share.syndicate-prize', 'Syndicate prize')}</dt>
              <dd>{money(share.prize.syndicate)}</dd>
            </div>
            <div>
              <dt>{i18n.t('account.share.your-prize', 'Your share of the prize')}</dt>
              <dd>{money(share.prize.yours)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {receiptPath ? (
        <p>
          <ShellLink className="df-ui-link" to={receiptPath} navigate={navigate}>
            {i18n.t('account.share.receipt', 'View the receipt')}
          </ShellLink>
        </p>
      ) : null}
      <h2 className="account-share__tickets-heading">{i18n.t('account.share.tickets', "The syndicate's tickets ({count})", { count: share.tickets.length })}</h2>
      <ol className="account-share__tickets">
        {share.tickets.map((ticket, index) => (
          <li key={index}>
            <span>{gameText(ticket.game)}</span>
            {ticket.prize ? <span className="account-share__win"> {i18n.t('account.share.ticket-won', 'Division {division}: {prize}', { division: ticket.division ?? 0, prize: money(ticket.prize) })}</span> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
