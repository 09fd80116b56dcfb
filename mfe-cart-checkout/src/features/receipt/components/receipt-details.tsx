import type { Receipt } from '@drawfront/shared/contract/purchase';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { factsOfReceiptLine } from '@drawfront/shared/lines/line-sources';
import { presentLine } from '@drawfront/shared/lines/present-line';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { DiscountRows } from '../../../components/discount-rows';
import { drawDateText } from '../../../lib/draw-date-text';
import './receipt.css';
import { formatAmount } from '@drawfront/shared/format/money';

export interface ReceiptDetailsProps extends Pick<RemoteProps, 'i18n' | 'navigate'> {
  receipt: Receipt;
  pathTo: PathTo;
}

/** A receipt's reference, lines, total and the wallet balance after it, with the ways on. */
export function ReceiptDetails({ receipt, i18n, navigate, pathTo }: ReceiptDetailsProps) {
  const tickets = pathTo('upcoming-tickets');
  const home = pathTo('home');
  // The same order again with today's draws and prices (storefront §2 /cart/replay/{replayID}).
  const replay = pathTo('cart-replay', { replayID: receipt.checkoutId });
  return (
    <div className="cart-receipt-panel">
      <p className="cart-receipt-text">
        {i18n.t('receipt.reference', 'Checkout reference')}: <strong className="cart-receipt-reference">{receipt.reference ?? receipt.checkoutId}</strong>
      </p>
      <section aria-labelledby="receipt-lines-heading">
        <h2 className="cart-receipt-subheading" id="receipt-lines-heading">
          {i18n.t('receipt.lines.heading', 'Your tickets')}
        </h2>
        <ul className="cart-receipt-lines">
          {receipt.lines.map((line, index) => (
            <li key={`${line.lotteryKey}-${line.drawNo}-${index}`} className="cart-receipt-line">
              <h3 className="cart-receipt-line__name">{line.productDescription}</h3>
              <dl className="cart-receipt-line__facts">
                {/* A membership or a lotto party share has no draw of its own to name. */}
                {line.drawNo > 0 ? (
                  <div>
                    <dt>{i18n.t('receipt.line.draw', 'Draw')}</dt>
                    <dd>{i18n.t('receipt.line.draw-value', '{drawNo} on {date}', { drawNo: line.drawNo, date: drawDateText(line.drawDate, i18n) })}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{i18n.t('receipt.line.what', 'Bought')}</dt>
                  <dd>{presentLine(factsOfReceiptLine(line), i18n).label}</dd>
                </div>
                {line.drawNo > 0 ? (
                  <div>
                    <dt>{i18n.t('receipt.line.draws', 'Draws')}</dt>
                    <dd>{line.numDraws}</dd>
                  </div>
                ) : null}
                {line.purchaseStatus === 'pre_order' ? (
                  <div>
                    <dt>{i18n.t('receipt.line.status', 'Status')}</dt>
                    <dd>{i18n.t('receipt.line.pre-order', 'Pre-order')}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{i18n.t('receipt.line.price', 'Price')}</dt>
                  <dd>{i18n.money(line.purchasePrice.amount)}</dd>
                </div>
              </dl>
              {line.games && line.games.some((game) => (game.numbers?.length ?? 0) > 0) ? (
                <ol className="cart-receipt-line__games" aria-label={i18n.t('receipt.line.numbers', 'Numbers played for {name}', { name: line.productDescription })}>
                  {line.games.map((game, gameIndex) => (
                    <li key={gameIndex}>
                      {i18n.t('receipt.line.game', 'Game {n}: {numbers}', { n: gameIndex + 1, numbers: [(game.numbers ?? []).join(', '), game.powerball?.length ? i18n.t('receipt.line.powerball', 'Powerball {n}', { n: game.powerball.join(', ') }) : ''].filter(Boolean).join(' · ') })}
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <dl className="cart-receipt-totals">
        <DiscountRows promotion={receipt.promotion} total={receipt.total.amount} i18n={i18n} rowClassName="cart-receipt-totals__row" />
        <div className="cart-receipt-totals__row receipt-totals__row--total">
          <dt>{i18n.t('receipt.total', 'Total paid')}</dt>
          <dd>{i18n.money(receipt.total.amount)}</dd>
        </div>
        <div className="cart-receipt-totals__row">
          <dt>{i18n.t('receipt.balance', 'New wallet balance')}</dt>
          <dd>{formatAmount(receipt.balance, i18n.locale)}</dd>
        </div>
      </dl>
      <div className="cart-receipt-actions">
        {tickets ? (
          <ShellLink to={tickets} navigate={navigate} className={buttonClassName('primary')}>
            {i18n.t('receipt.tickets', 'View my tickets')}
          </ShellLink>
        ) : null}
        {home ? (
          <ShellLink to={home} navigate={navigate} className={buttonClassName('secondary')}>
            {i18n.t('receipt.keep-playing', 'Keep playing')}
          </ShellLink>
        ) : null}
        {replay ? (
          <ShellLink to={replay} navigate={navigate} className={buttonClassName('secondary')}>
            {i18n.t('receipt.play-again', 'Play again')}
          </ShellLink>
        ) : null}
      </div>
    </div>
  );
}
