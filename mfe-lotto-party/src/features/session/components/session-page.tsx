import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AutosessionStatus } from '@drawfront/shared/contract/lotto-party';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { shareBuyProblem, sharesCost } from '@drawfront/shared/rules/lotto-party';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { GuardedBuy } from '@drawfront/shared/ui/play-break-notice';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { TextField } from '@drawfront/shared/ui/text-field';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { EDIT_FAILED, EDIT_FAILED_TITLE, isForbidden } from '../../../lib/error-texts';
import { cents, drawDate, money } from '../../../lib/format';
import { fetchSession, fetchSessionOrders, updateSession } from '../../../lib/lotto-party-api';
import { statusText } from '../../../lib/status-text';
import { Ledger } from './ledger';
import '../../../lib/lotto-party.css';

export type SessionPageProps = Pick<RemoteProps, 'api' | 'bus' | 'cartClient' | 'i18n' | 'navigate' | 'site'>;

/** /my-account/lotto-party/session/{id}: the session, buying shares (through the cart), autoplay, and its ledger. */
export function SessionPage({ api, bus, cartClient, i18n, navigate, site }: SessionPageProps) {
  const id = useParams().id ?? '';
  const pathTo = usePathTo(site);
  const load = useCallback(async (signal: AbortSignal) => {
    const [session, orders] = await Promise.all([fetchSession(api, id, signal), fetchSessionOrders(api, id, signal)]);
    return { ...session, orders: orders.orders };
  }, [api, id]);
  // A purchase elsewhere on the page (the cart's checkout) changes the shares: read again when it happens.
  const cartChanged = useMemo(() => bus.on('cart/changed'), [bus]);
  const resource = useResource(load, { refreshOn: cartChanged });
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const addShares = useSubmitOnce({
    send: (count: number) => cartClient.addItem({ productType: 'social_syndicate_share', key: id, quantity: count }),
    toFailure: (error) => errorMessage(error),
  });
  const editAuto = useSubmitOnce({
    send: (status: AutosessionStatus) => updateSession(api, id, status),
    toFailure: () => EDIT_FAILED,
    onSuccess: (session) => resource.replace({ ...session, orders: resource.status === 'success' ? resource.data.orders : [] }),
  });
  const heading = resource.status === 'success' ? `${resource.data.groupName}: ${resource.data.draws[0]!.lotteryName} draw ${resource.data.draws[0]!.drawNo}` : i18n.t('lotto-party.session.heading', 'Lotto party session');
  usePageTitle(heading, site.name);
  const forbidden = resource.status === 'error' && isForbidden(resource.error);
  const cart = pathTo('cart');
  return (
    <div className="lotto-party-account">
      <PageHeading>{heading}</PageHeading>
      {resource.status === 'loading' && <Skeleton height="14rem" />}
      {forbidden && (
        <Alert tone="info" title={i18n.t('lotto-party.group.private-title', 'This group is private')}>
          {i18n.t('lotto-party.group.private', 'Only its members can see it. Ask a member for the invite link to join.')}
        </Alert>
      )}
      {resource.status === 'error' && !forbidden && <LoadError title={i18n.t('lotto-party.session.error', "We couldn't load this session")} error={resource.error} i18n={i18n} onRetry={resource.retry} />}
      {resource.status === 'success' && (() => {
        const session = resource.data;
        const draw = session.draws[0]!;
        const group = pathTo('my-lotto-party-group', { id: session.groupId });
        const count = /^\d+$/.test(quantity) ? Number(quantity) : NaN;
        return (
          <>
            <dl className="lotto-party-facts">
              <div><dt>{i18n.t('lotto-party.session.status', 'Status')}</dt><dd>{statusText(session.status, i18n)}</dd></div>
              <div><dt>{i18n.t('lotto-party.session.draw', 'Draw')}</dt><dd>{`${draw.lotteryName} draw ${draw.drawNo}, ${drawDate(draw.drawDate, site)}`}</dd></div>
              <div><dt>{i18n.t('lotto-party.session.price', 'Share price')}</dt><dd>{money(session.sharePrice, site)}</dd></div>
              <div><dt>{i18n.t('lotto-party.session.sold', 'Shares sold')}</dt><dd>{`${session.sharesSold} of ${session.sharesTotal}`}</dd></div>
              <div><dt>{i18n.t('lotto-party.session.yours', 'Your shares')}</dt><dd>{session.myShares}</dd></div>
            </dl>
            {group && (
              <p>
                <ShellLink to={group} navigate={navigate}>{i18n.t('lotto-party.session.group', `Back to ${session.groupName}`)}</ShellLink>
              </p>
            )}
            {session.status === 'open' && session.ledger && (
              <GuardedBuy>
                <form
                  className="lotto-party-buy"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    const why = Number.isNaN(count) ? i18n.t('lotto-party.buy.whole', 'Shares are a whole number.') : shareBuyProblem(session, count);
                    setProblem(why);
                    if (!why) void addShares.submit(count);
                  }}
                >
                  <h2>{i18n.t('lotto-party.buy.heading', 'Buy shares')}</h2>
                  <TextField label={i18n.t('lotto-party.buy.quantity', 'Shares')} hint={i18n.t('lotto-party.buy.left', `${session.sharesLeft} left at ${money(session.sharePrice, site)} each`)} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} error={problem} />
                  {!Number.isNaN(count) && count > 0 && <p>{i18n.t('lotto-party.buy.cost', `Costs ${cents(sharesCost(session.sharePrice.amount, count), session.sharePrice.currency, site)}`)}</p>}
                  {addShares.state.status === 'error' && <Alert tone="error">{addShares.state.failure}</Alert>}
                  {addShares.state.status === 'success' && (
                    <Alert tone="success" title={i18n.t('lotto-party.buy.added', 'Shares added to your cart')} actions={cart ? <ShellLink to={cart} navigate={navigate} className={buttonClassName('primary')}>{i18n.t('lotto-party.created.cart', 'Go to cart')}</ShellLink> : undefined}>
                      {i18n.t('lotto-party.buy.pay', 'Pay for them in the cart to take your place in the session.')}
                    </Alert>
                  )}
                  <Button type="submit" variant="secondary" busy={addShares.state.status === 'submitting'}>
                    {i18n.t('lotto-party.buy.add', 'Add shares to cart')}
                  </Button>
                </form>
              </GuardedBuy>
            )}
            {session.ledger && session.status === 'open' && (
              <fieldset className="lotto-party-flow__choices">
                <legend>{i18n.t('lotto-party.auto.legend', 'When this session closes')}</legend>
                {(
                  [
                    ['on', i18n.t('lotto-party.auto.on', 'Open a session for the next draw too')],
                    ['paused', i18n.t('lotto-party.auto.paused', 'Pause: skip the next draw')],
                    ['off', i18n.t('lotto-party.auto.off', 'Play this draw only')],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="lotto-party-flow__choice">
                    <input type="radio" name="autosession" value={value} checked={session.autosessionStatus === value} disabled={editAuto.state.status === 'submitting'} onChange={() => void editAuto.submit(value)} /> {label}
                  </label>
                ))}
                {editAuto.state.status === 'error' && <Alert tone="error" title={i18n.t('lotto-party.error.edit-title', EDIT_FAILED_TITLE)}>{i18n.t('lotto-party.error.edit-failed', editAuto.state.failure)}</Alert>}
              </fieldset>
            )}
            {session.orders.length > 0 && (
              <section aria-labelledby="lotto-party-orders-heading">
                <h2 id="lotto-party-orders-heading">{i18n.t('lotto-party.session.orders', 'Your purchases')}</h2>
                <ul className="lotto-party-list">
                  {session.orders.map((order) => {
                    const to = pathTo('my-lotto-party-ticket', { id: order.id });
                    const label = i18n.t('lotto-party.session.order', `${order.shares} ${order.shares === 1 ? 'share' : 'shares'} for ${money(order.paid, site)}`);
                    return <li key={order.id}>{to ? <ShellLink to={to} navigate={navigate}>{label}</ShellLink> : label}</li>;
                  })}
                </ul>
              </section>
            )}
            {session.ledger ? <Ledger ledger={session.ledger} i18n={i18n} site={site} /> : <p>{i18n.t('lotto-party.session.members-only', 'Join the group to see its ledger and buy shares.')}</p>}
          </>
        );
      })()}
    </div>
  );
}
