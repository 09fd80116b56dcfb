import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { PlacementItem } from '@drawfront/shared/contract/placement';
import { useMutation } from '@drawfront/shared/data/use-mutation';
import { useQuery } from '@drawfront/shared/data/use-query';
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

/**
 * The pre-cart drawer (groups spec §6 "pre-cart recommended draws"): what was just added, the cart total,
 * the way to the cart, and up to three recommended draws, each added in one click as a quick pick. Built on
 * the shell's drawer dialog: focus moves in and is trapped, Escape closes, focus returns to the add button.
 */
export function PreCartDrawer({ context, added, onClose, now = () => new Date() }: PreCartDrawerProps) {
  const { locale, currency, timeZone } = context.site;
  const money = (amount: { amount: number; currency: string }) => formatMoney(amount.amount, amount.currency || currency, locale);
  const lines = added.cartLines;
  const placements = useQuery(
    ['placement', ...lines.flatMap((line) => [line.lotteryKey, line.drawNo])],
    useCallback((signal: AbortSignal) => fetchPlacements(context.api, lines, signal), [context.api, lines]),
  );
  const [cartTotal, setCartTotal] = useState(added.cartTotal);
  // Recommendations added from this drawer leave its list; `chosen` is the one being added.
  const [taken, setTaken] = useState<ReadonlySet<PlacementItem>>(new Set());
  const [chosen, setChosen] = useState<PlacementItem | null>(null);
  // The cart client publishes the cart after the add; nothing else to invalidate.
  const add = useMutation<PlacementItem, { item: PlacementItem; cart: Cart }, string>({
    invalidates: [],
    send: async (item) => ({ item, cart: await context.cartClient.addItem(quickPickItem(item)) }),
    toFailure: (error) => errorMessage(error, "We couldn't add that ticket. Please try again."),
    onSuccess: ({ item, cart }) => {
      setCartTotal(cart.cartTotal);
      setTaken((items) => new Set(items).add(item));
    },
  });
  const adding = add.state.status === 'submitting' && chosen ? `${chosen.offerKey}/${chosen.drawNo}` : null;
  const status =
    add.state.status === 'success'
      ? { text: `${add.state.result.item.offerName} draw ${add.state.result.item.drawNo} was added to your cart.`, error: false }
      : add.state.status === 'error'
        ? { text: add.state.failure, error: true }
        : null;
  const recommended = placements.status === 'success' ? { status: 'ready' as const, items: placements.data.filter((item) => !taken.has(item)) } : { status: 'loading' as const };

  function addRecommended(item: PlacementItem) {
    setChosen(item);
    return add.submit(item);
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
