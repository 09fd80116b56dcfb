import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlacementItem } from '@drawfront/shared/contract/placement';
import { quickPickItem } from '@drawfront/shared/cart/quick-pick-item';
import { formatMoney } from '@drawfront/shared/format/money';
import { drawDayLabel } from '@drawfront/shared/rules/draw-day';
import { jackpotText } from '@drawfront/shared/rules/jackpot';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { DrawerDialog } from '../../components/drawer-dialog';
import { PRE_CART_DRAWER_ID } from '../../lib/drawer-ids';
import type { ShellContext } from '../../lib/shell-context';
import { fetchPlacements } from './placement-api';
import type { ItemAdded } from './use-pre-cart-drawer';
import './pre-cart-drawer.css';

export interface PreCartDrawerProps {
  context: Pick<ShellContext, 'api' | 'cartClient' | 'site'>;
  added: ItemAdded;
  onClose: () => void;
  now?: () => Date;
}

type RecommendationState = { status: 'loading' } | { status: 'ready'; items: PlacementItem[] };

/**
 * The pre-cart drawer (groups spec §6 "pre-cart recommended draws"): what was just added, the cart total,
 * the way to the cart, and up to three recommended draws, each added in one click as a quick pick. Built on
 * the shell's drawer dialog: focus moves in and is trapped, Escape closes, focus returns to the add button.
 */
export function PreCartDrawer({ context, added, onClose, now = () => new Date() }: PreCartDrawerProps) {
  const { locale, currency, timeZone } = context.site;
  const money = (amount: { amount: number; currency: string }) => formatMoney(amount.amount, amount.currency || currency, locale);
  const [recommended, setRecommended] = useState<RecommendationState>({ status: 'loading' });
  const [cartTotal, setCartTotal] = useState(added.cartTotal);
  const [adding, setAdding] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setRecommended({ status: 'loading' });
    fetchPlacements(context.api, added.cartLines, controller.signal).then(
      (items) => setRecommended({ status: 'ready', items }),
      () => undefined,
    );
    return () => controller.abort();
  }, [context.api, added]);

  async function addRecommended(item: PlacementItem) {
    const key = `${item.offerKey}/${item.drawNo}`;
    setAdding(key);
    setStatus(null);
    try {
      const cart = await context.cartClient.addItem(quickPickItem(item));
      setCartTotal(cart.cartTotal);
      setRecommended((state) => (state.status === 'ready' ? { status: 'ready', items: state.items.filter((candidate) => candidate !== item) } : state));
      setStatus({ text: `${item.offerName} draw ${item.drawNo} was added to your cart.`, error: false });
    } catch (error) {
      setStatus({ text: errorMessage(error, "We couldn't add that ticket. Please try again."), error: true });
    } finally {
      setAdding(null);
    }
  }

  return (
    <DrawerDialog id={PRE_CART_DRAWER_ID} title="Added to your cart" closeLabel="Close" side="right" onClose={onClose}>
      <div className="df-precart">
        <p className="df-precart__line">
          <span className="df-precart__name">{added.description}</span> <span className="df-precart__price">{money(added.lineTotal)}</span>
        </p>
        <p className="df-precart__total">
          Cart total <strong>{money(cartTotal)}</strong>
        </p>
        <div className="df-precart__actions">
          <Link className={buttonClassName('primary', 'df-precart__to-cart')} to={added.cartPath} onClick={onClose}>
            Go to cart
          </Link>
          <Button variant="secondary" onClick={onClose}>
            Keep playing
          </Button>
        </div>
        <p className={status?.error ? 'df-precart__status df-precart__status--error' : 'df-precart__status'} role="status">
          {status?.text ?? ''}
        </p>
        {recommended.status === 'ready' && recommended.items.length > 0 ? (
          <section className="df-precart__recommended" aria-labelledby="df-precart-recommended-title">
            <h3 id="df-precart-recommended-title" className="df-precart__heading">
              You might also like
            </h3>
            <ul className="df-precart__list">
              {recommended.items.map((item) => {
                const key = `${item.offerKey}/${item.drawNo}`;
                const jackpot = jackpotText({ prizePool: item.jackpot, prizePoolSuffix: item.jackpotSuffix, isPrizePoolUnknown: item.jackpot === null }, locale);
                return (
                  <li key={key} className="df-precart__item">
                    <p className="df-precart__item-name">{item.offerName}</p>
                    <p className="df-precart__item-facts">
                      {drawDayLabel(new Date(item.drawDate), now(), timeZone, locale)} · Jackpot {jackpot}
                    </p>
                    <Button variant="secondary" busy={adding === key} disabled={adding !== null && adding !== key} onClick={() => void addRecommended(item)}>
                      {item.games === 1 ? 'Add 1 quick pick' : `Add ${item.games} quick picks`}, {money(item.price)}
                      <span className="df-ui-visually-hidden"> for {item.offerName} draw {item.drawNo}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </DrawerDialog>
  );
}
