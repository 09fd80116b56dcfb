import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Draw, GameOffer, ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import { addedLine, afterAdd } from '@drawfront/shared/cart/after-add';
import { formatMoney } from '@drawfront/shared/format/money';
import { readableTextOn } from '@drawfront/shared/ui/colour-contrast';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { chooseFirstDraw } from '../model/first-draw';
import { sharePrices, syndicateCartItem } from '../model/syndicate-item';
import { DrawSummary } from './draw-summary';
import { TicketCount } from './ticket-count';
import { TicketTotal } from '../../../components/ticket-total';
import '../../../components/ticket-builder.css';

export interface SyndicatePageProps extends Pick<RemoteProps, 'navigate' | 'notify' | 'bus'> {
  offer: ProductOffer;
  gameOffer: GameOffer;
  openDraws: readonly Draw[];
  firstDrawNo: string | null;
  search: string;
  site: SiteInfo;
  i18n: I18n;
  now: Date;
  cartClient: Pick<CartClient, 'addItem'>;
  /** The syndicate's terms and conditions page. */
  /** The offer's terms page; null where the site lacks it (no link). */
  termsPath: string | null;
}

const sharesText = (count: number, i18n: I18n) => (count === 1 ? i18n.t('catalogue.syndicate.one-share', '1 share') : i18n.t('catalogue.syndicate.shares-count', '{count} shares', { count }));

/**
 * `/{offer}/syndicates` (and the plain path of a syndicate offer): buy shares of a syndicate's tickets.
 * Shows the syndicate's size and tickets, a share stepper within the game offer's min–max, the cost
 * (cost per share × shares) and adds a share line to the cart.
 */
export function SyndicatePage({ offer, gameOffer, openDraws, firstDrawNo, search, site, i18n, now, cartClient, navigate, notify, bus, termsPath }: SyndicatePageProps) {
  usePageTitle(offer.name, site.name);
  const pathTo = usePathTo(site);
  const [shares, setShares] = useState(Math.min(Math.max(gameOffer.defaultGames, gameOffer.minGames), gameOffer.maxGames));
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const firstDraw = chooseFirstDraw(openDraws, firstDrawNo);
  const prices = sharePrices(gameOffer, shares);
  const money = (cents: number) => formatMoney(cents, gameOffer.priceCurrency || site.currency, site.locale);
  const blockedReason = firstDraw.draw ? null : i18n.t('catalogue.play.block.no-draw', 'No draw is on sale right now');

  async function addToCart() {
    if (blockedReason) return;
    setAddError(null);
    setAdding(true);
    try {
      const cart = await cartClient.addItem(syndicateCartItem({ lottery: offer.key, gameOffer: gameOffer.key, numShares: shares, firstDrawNo: firstDraw.laterDrawNo }));
      afterAdd({ site, bus, navigate, cartPath: pathTo('cart'), search, cart, added: addedLine(cart, offer.key) });
    } catch (error) {
      const message = errorMessage(error, i18n.t('error.generic', 'Something went wrong'));
      setAddError(message);
      notify({ title: i18n.t('catalogue.syndicate.add-failed', "We couldn't add your shares"), message, level: 'error' });
    } finally {
      setAdding(false);
    }
  }

  const bandColour = readableTextOn(offer.brandColour);
  return (
    <div className="catalogue-page catalogue-play">
      <div className="catalogue-play__band" style={bandColour ? { background: offer.brandColour, color: bandColour } : undefined}>
        <PageHeading intro={offer.tagline || undefined}>{offer.name}</PageHeading>
      </div>

      <section className="catalogue-play-section" aria-labelledby="catalogue-syndicate-about-title">
        <h2 className="catalogue-play-section__title" id="catalogue-syndicate-about-title">
          {i18n.t('catalogue.syndicate.about', 'The syndicate')}
        </h2>
        <p>
          {i18n.t('catalogue.syndicate.explainer', 'This syndicate plays {tickets} tickets in each draw, shared {size} ways. Any prize the tickets win is split between shareholders by the shares they hold.', {
            tickets: offer.tickets ?? 0,
            size: offer.size ?? 0,
          })}
        </p>
        {firstDraw.draw ? (
          <DrawSummary draw={firstDraw.draw} now={now} i18n={i18n} prizeLabel={i18n.t('catalogue.offer.jackpot', 'Jackpot')} />
        ) : (
          <p>{i18n.t('catalogue.offer.no-open-draw', 'The next draw opens soon')}</p>
        )}
        {offer.recurringPurchaseInformation ? <p className="catalogue-play-section__note">{offer.recurringPurchaseInformation}</p> : null}
        {termsPath ? (
          <p>
            <Link className="df-ui-link" to={termsPath}>
              {i18n.t('catalogue.syndicate.terms', 'Syndicate terms and conditions')}
            </Link>
          </p>
        ) : null}
      </section>

      <section className="catalogue-play-section" aria-labelledby="catalogue-syndicate-shares-title">
        <h2 className="catalogue-play-section__title" id="catalogue-syndicate-shares-title">
          {i18n.t('catalogue.syndicate.your-shares', 'Your shares')}
        </h2>
        {prices ? <p>{i18n.t('catalogue.syndicate.per-share', '{price} a share', { price: money(prices.perShare) })}</p> : null}
        <TicketCount
          count={shares}
          min={gameOffer.minGames}
          max={gameOffer.maxGames}
          i18n={i18n}
          onAdd={() => setShares((count) => Math.min(count + 1, gameOffer.maxGames))}
          onRemove={() => setShares((count) => Math.max(count - 1, gameOffer.minGames))}
          labels={{
            legend: i18n.t('catalogue.syndicate.shares-legend', 'Number of shares'),
            add: i18n.t('catalogue.syndicate.add-share', 'Add a share'),
            remove: i18n.t('catalogue.syndicate.remove-share', 'Remove a share'),
          }}
        />
      </section>

      <TicketTotal
        price={prices ? money(prices.total) : null}
        breakdown={i18n.t('catalogue.syndicate.breakdown', '{shares} × {price}', { shares: sharesText(shares, i18n), price: prices ? money(prices.perShare) : '' })}
        isFromPrice={false}
        blockedReason={blockedReason}
        adding={adding}
        error={addError}
        i18n={i18n}
        onAdd={() => void addToCart()}
      />
    </div>
  );
}
