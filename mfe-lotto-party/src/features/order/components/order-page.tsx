import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { ORDER_UNABLE_TO_LOAD } from '../../../lib/error-texts';
import { money } from '../../../lib/format';
import { fetchOrder } from '../../../lib/lotto-party-api';
import '../../../lib/lotto-party.css';

export type OrderPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

/** /my-account/lotto-party/ticket/{id}: one share purchase (an order) and its session's numbers. */
export function OrderPage({ api, i18n, navigate, site }: OrderPageProps) {
  const heading = i18n.t('lotto-party.order.heading', 'Your Lotto Party ticket');
  usePageTitle(heading, site.name);
  const id = useParams().id ?? '';
  const pathTo = usePathTo(site);
  const load = useCallback((signal: AbortSignal) => fetchOrder(api, id, signal), [api, id]);
  const resource = useResource(load);
  const groups = pathTo('my-lotto-party');
  return (
    <div className="lotto-party-account">
      <PageHeading>{heading}</PageHeading>
      {resource.status === 'loading' && <Skeleton height="8rem" />}
      {resource.status === 'error' && (
        <Alert
          tone="error"
          actions={
            <>
              <Button variant="secondary" onClick={resource.retry}>{i18n.t('load.retry', 'Try again')}</Button>
              {groups && <ShellLink to={groups} navigate={navigate}>{i18n.t('lotto-party.order.groups', 'Your groups')}</ShellLink>}
            </>
          }
        >
          {i18n.t('lotto-party.error.order', ORDER_UNABLE_TO_LOAD)}
        </Alert>
      )}
      {resource.status === 'success' && (() => {
        const order = resource.data;
        const draw = order.session.draws[0]!;
        const session = pathTo('my-lotto-party-session', { id: order.socialSyndicateId });
        const me = order.details?.members.find((member) => member.isMe);
        return (
          <dl className="lotto-party-facts">
            <div><dt>{i18n.t('lotto-party.order.group', 'Group')}</dt><dd>{order.groupName}</dd></div>
            <div><dt>{i18n.t('lotto-party.session.draw', 'Draw')}</dt><dd>{`${draw.lotteryName} draw ${draw.drawNo}`}</dd></div>
            <div><dt>{i18n.t('lotto-party.order.shares', 'Shares bought')}</dt><dd>{order.shares}</dd></div>
            <div><dt>{i18n.t('lotto-party.ledger.paid', 'Paid')}</dt><dd>{money(order.paid, site)}</dd></div>
            {me && <div><dt>{i18n.t('lotto-party.order.prize', 'Your prize part')}</dt><dd>{money(me.prize, site)}</dd></div>}
            {session && <div><dt>{i18n.t('lotto-party.order.session', 'Session')}</dt><dd><ShellLink to={session} navigate={navigate}>{i18n.t('lotto-party.order.ledger', 'See the session and its ledger')}</ShellLink></dd></div>}
          </dl>
        );
      })()}
    </div>
  );
}
