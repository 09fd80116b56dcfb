import { Link, Navigate } from 'react-router-dom';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { formatMoney } from '@drawfront/shared/format/money';
import { drawDayLabel } from '@drawfront/shared/rules/draw-day';
import { isOffered, purchaseStatusText } from '@drawfront/shared/rules/raffle-purchase-status';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { RaffleSupportLink } from './raffle-support-link';

export interface RaffleDrawPageProps {
  offer: ProductOffer;
  /** The offer's path on this sub-variant, e.g. `/dream-home-raffle`. */
  offerPath: string;
  drawNo: number;
  site: SiteInfo;
  i18n: I18n;
  now: Date;
}

/**
 * `/{offer}/draw/{drawNo}`: one raffle draw on sale, its prize, date and purchase status (storefront §4),
 * with a way to buy when the status is offered. The first draw on sale lives on the plain product path,
 * so its draw page sends the visitor there; a draw no longer on sale says so and links the offer.
 */
export function RaffleDrawPage({ offer, offerPath, drawNo, site, i18n, now }: RaffleDrawPageProps) {
  const draw = offer.draws.find((candidate) => candidate.drawNo === drawNo) ?? null;
  const firstOffered = offer.draws.find((candidate) => isOffered(candidate.purchaseStatus))?.drawNo ?? null;
  const title = draw?.name ?? i18n.t('catalogue.raffle-draw.title', '{name} draw {drawNo}', { name: offer.name, drawNo });
  usePageTitle(title, site.name);
  const pathTo = usePathTo(site);
  if (draw && draw.drawNo === firstOffered) return <Navigate to={offerPath} replace />;
  const productOfferKey = offerPath.slice(1);
  const buyPath = draw ? pathTo('offer-draw-buy', { productOfferKey, drawNo: draw.drawNo }) : null;
  // The query is a bare flag, as the spec writes the address.
  const freeEntryBase = pathTo('offer-buy', { productOfferKey });
  const freeEntryPath = freeEntryBase && `${freeEntryBase}?free-postal-entry`;
  const termsPath = pathTo('offer-draw-terms', { productOfferKey, drawNo });

  const others = offer.draws.filter((candidate) => candidate.drawNo !== drawNo);
  return (
    <div className="catalogue-page">
      <PageHeading intro={offer.name}>{title}</PageHeading>
      {draw ? (
        <dl className="catalogue-syndicate-facts">
          <div>
            <dt>{i18n.t('catalogue.offer.prize', 'Prize')}</dt>
            <dd>{draw.prizePool ? formatMoney(draw.prizePool.amount, draw.prizePool.currency, i18n.locale, { decimals: 0 }) : i18n.t('catalogue.raffle-draw.prize-soon', 'Announced soon')}</dd>
          </div>
          <div>
            <dt>{i18n.t('catalogue.raffle-draw.date', 'Draw date')}</dt>
            <dd>
              <time dateTime={draw.drawDate}>{drawDayLabel(new Date(draw.drawDate), now, i18n.timeZone, i18n.locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{i18n.t('catalogue.raffle-draw.status', 'Tickets')}</dt>
            <dd>{i18n.t(`catalogue.raffle-draw.status.${draw.purchaseStatus}`, purchaseStatusText(draw.purchaseStatus))}</dd>
          </div>
        </dl>
      ) : (
        <Alert tone="info">{i18n.t('catalogue.raffle-draw.not-on-sale', 'Draw {drawNo} is not on sale.', { drawNo })}</Alert>
      )}
      {draw && isOffered(draw.purchaseStatus) && buyPath ? (
        <p>
          <Link className={buttonClassName('primary')} to={buyPath}>
            {draw.purchaseStatus === 'pre_order' ? i18n.t('catalogue.raffle-draw.pre-order', 'Pre-order tickets') : i18n.t('catalogue.raffle-draw.buy', 'Buy tickets')}
          </Link>
        </p>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="catalogue-raffle-other-draws">
          <h2 id="catalogue-raffle-other-draws">{i18n.t('catalogue.raffle-draw.others', 'Other draws')}</h2>
          <ul>
            {others.map((other) => {
              const name = other.name ?? i18n.t('catalogue.raffle-draw.title', '{name} draw {drawNo}', { name: offer.name, drawNo: other.drawNo });
              // Every draw's own page, pre-orders and sold-out draws included (the product path shows only the first on sale).
              const to = other.drawNo === firstOffered ? pathTo('play', { productOfferKey }) : pathTo('offer-draw', { productOfferKey, drawNo: other.drawNo });
              return (
                <li key={other.drawNo}>
                  {to ? (
                    <Link className="df-ui-link" to={to}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}{' '}
                  ({i18n.t(`catalogue.raffle-draw.status.${other.purchaseStatus}`, purchaseStatusText(other.purchaseStatus))})
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {freeEntryPath ? (
        <p>
          <Link className="df-ui-link" to={freeEntryPath}>
            {i18n.t('catalogue.raffle-draw.free-entry', 'Enter free by post')}
          </Link>
        </p>
      ) : null}
      {termsPath ? (
        <p>
          <Link className="df-ui-link" to={termsPath}>
            {i18n.t('catalogue.raffle-draw.terms', 'Terms and conditions of this draw')}
          </Link>
        </p>
      ) : null}
      <RaffleSupportLink to={pathTo('offer-your-support', { productOfferKey })} i18n={i18n} />
    </div>
  );
}
