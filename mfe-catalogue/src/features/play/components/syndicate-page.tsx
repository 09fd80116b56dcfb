import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Draw, GameOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { formatMoney } from '@drawfront/shared/format/money';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import type { BuilderPageProps } from '../../../components/ticket-builder/builder-page-props';
import { DrawSummary } from '../../../components/ticket-builder/draw-summary';
import { OfferBand } from '../../../components/ticket-builder/offer-band';
import { TicketCount } from '../../../components/ticket-builder/ticket-count';
import { TicketTotal } from '../../../components/ticket-builder/ticket-total';
import { useAddToCart } from '../../../components/ticket-builder/use-add-to-cart';
import { chooseFirstDraw } from '../model/first-draw';
import { sharePrices, syndicateCartItem } from '../model/syndicate-item';
import '../../../components/ticket-builder/ticket-builder.css';

export interface SyndicatePageProps extends BuilderPageProps {
  gameOffer: GameOffer;
  /** The offer's draws on sale, earliest first. */
  openDraws: readonly Draw[];
  /** The `?firstDrawNo=` parameter, if any. */
  firstDrawNo: string | null;
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
  const [shares, setShares] = useState(Math.min(Math.max(gameOffer.defaultGames, gameOffer.minGames), gameOffer.maxGames));
  const cart = useAddToCart({ offerKey: offer.key, search, site, i18n, cartClient, navigate, notify, bus, failedTitle: i18n.t('catalogue.syndicate.add-failed', "We couldn't add your shares") });
  const firstDraw = chooseFirstDraw(openDraws, firstDrawNo);
  const prices = sharePrices(gameOffer, shares);
  const money = (cents: number) => formatMoney(cents, gameOffer.priceCurrency || site.currency, site.locale);
  const blockedReason = firstDraw.draw ? null : i18n.t('catalogue.play.block.no-draw', 'No draw is on sale right now');

  const addToCart = () => {
    if (!blockedReason) void cart.add(() => syndicateCartItem({ lottery: offer.key, gameOffer: gameOffer.key, numShares: shares, firstDrawNo: firstDraw.laterDrawNo }));
  };

  return (
    <div className="catalogue-page catalogue-play">
      <OfferBand brandColour={offer.brandColour} intro={offer.tagline || undefined}>
        {offer.name}
      </OfferBand>

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
          <DrawSummary draw={firstDraw.draw} now={now} i18n={i18n} />
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
        cart={cart}
        i18n={i18n}
        onAdd={addToCart}
      />
    </div>
  );
}
