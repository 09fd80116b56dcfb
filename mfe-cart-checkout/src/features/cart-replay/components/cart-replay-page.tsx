import { useEffect, useRef, useState } from 'react';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import type { CartReplayResult } from '@drawfront/shared/contract/partners';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { replayOrder } from '../api/replay';
import './cart-replay.css';

export type CartReplayPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> & { cartClient: CartClient; replayId: string };

type ReplayState = { status: 'replaying' } | { status: 'done'; result: CartReplayResult } | { status: 'failed'; error: unknown };

/**
 * /cart/replay/{replayID} (storefront §2): puts a past order back in the cart with today's draws and prices,
 * then says what went in and what could not be replayed, and why. Replays once per visit (a second replay
 * would add the lines again).
 */
export function CartReplayPage({ api, cartClient, i18n, navigate, site, replayId }: CartReplayPageProps) {
  const heading = i18n.t('replay.heading', 'Play again');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const cart = pathTo('cart');
  const [state, setState] = useState<ReplayState>({ status: 'replaying' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    replayOrder(api, replayId).then(
      (result) => {
        setState({ status: 'done', result });
        // The header's cart count and total follow the lines just added.
        void cartClient.refresh().catch(() => undefined);
      },
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [api, cartClient, replayId]);

  const body = () => {
    if (state.status === 'replaying') {
      return (
        <LoadingRegion label={i18n.t('replay.loading', 'Putting your order back in the cart')}>
          <Skeleton height="8rem" />
        </LoadingRegion>
      );
    }
    if (state.status === 'failed') {
      const notFound = (state.error as { status?: unknown }).status === 404;
      return (
        <Alert tone="error" title={notFound ? i18n.t('replay.not-found', 'Order not found') : i18n.t('replay.failed', 'We could not replay this order')}>
          {notFound ? i18n.t('replay.not-found-message', 'We could not find an order of yours with the reference {reference}.', { reference: replayId }) : errorMessage(state.error)}
        </Alert>
      );
    }
    const { replayed, notReplayed } = state.result;
    return (
      <>
        {replayed.length > 0 ? (
          <section aria-labelledby="replay-added-heading" className="cart-replay-section">
            <h2 id="replay-added-heading">{i18n.t('replay.added', 'Added to your cart')}</h2>
            <ul className="cart-replay-list">
              {replayed.map((line, index) => (
                <li key={`${line.lotteryKey}-${index}`}>{i18n.t('replay.added-line', '{description}, draw {drawNo}', { description: line.description, drawNo: line.drawNo })}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {notReplayed.length > 0 ? (
          <section aria-labelledby="replay-skipped-heading" className="cart-replay-section">
            <h2 id="replay-skipped-heading">{i18n.t('replay.skipped', 'Could not be replayed')}</h2>
            <ul className="cart-replay-list">
              {notReplayed.map((line, index) => (
                <li key={`${line.lotteryKey}-${index}`}>
                  <strong>{line.description}</strong>: {line.reason}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  };

  return (
    <div className="cart-replay-page">
      <PageHeading intro={i18n.t('replay.intro', "Your past order, with today's draws and prices.")}>{heading}</PageHeading>
      {body()}
      {cart && state.status !== 'replaying' ? (
        <ShellLink to={cart} navigate={navigate} className={buttonClassName('primary')}>
          {i18n.t('replay.go-to-cart', 'Go to my cart')}
        </ShellLink>
      ) : null}
    </div>
  );
}
