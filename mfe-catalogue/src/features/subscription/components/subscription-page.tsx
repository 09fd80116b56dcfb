import type { Draw, ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { formatMoney } from '@drawfront/shared/format/money';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { ticketPrice } from '@drawfront/shared/rules/price';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import './subscription.css';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

export interface SubscriptionPageProps extends Pick<RemoteProps, 'navigate'> {
  offer: ProductOffer;
  /** The offer's draws on sale, earliest first. */
  draws: readonly Draw[];
  /** Where the offer is played (its play page), where the subscription is started. */
  playPath: string;
  site: SiteInfo;
  i18n: I18n;
}

/** The least a draw costs: the first game offer's minimum entry, or null when its price table has no such row. */
function pricePerDraw(offer: ProductOffer, site: SiteInfo): string | null {
  const gameOffer = offer.gameTypes[0]?.gameOffers[0];
  if (!gameOffer) return null;
  try {
    return formatMoney(ticketPrice(gameOffer.prices, Math.max(1, gameOffer.minGames), 1), gameOffer.priceCurrency || site.currency, site.locale);
  } catch {
    return null;
  }
}

/** `/{offer}/subscription`: what a subscription to this offer is, its coming draws and charges, and where to start one. */
export function SubscriptionPage({ offer, draws, playPath, site, i18n, navigate }: SubscriptionPageProps) {
  const heading = i18n.t('catalogue.subscription.heading', '{name} subscription', { name: offer.name });
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const calendar = pathTo('subscription-calendar-pdf', { calendarFile: `${offer.key}-calendar.pdf` });
  const price = pricePerDraw(offer, site);
  const noun = offer.recurringPurchase?.type === 'autoplay' ? i18n.t('catalogue.subscription.autoplay', 'autoplay') : i18n.t('catalogue.subscription.subscription', 'subscription');
  return (
    <div className="catalogue-page catalogue-subscription">
      <PageHeading intro={offer.recurringPurchaseInformation ?? undefined}>{heading}</PageHeading>
      <section className="catalogue-subscription__section" aria-labelledby="catalogue-subscription-how">
        <h2 id="catalogue-subscription-how" className="catalogue-subscription__title">
          {i18n.t('catalogue.subscription.how', 'How it works')}
        </h2>
        <ul className="catalogue-subscription__list">
          <li>{i18n.t('catalogue.subscription.how-1', 'You choose your entry once. We buy it for the next draw straight away, then before every later draw closes.')}</li>
          <li>{price ? i18n.t('catalogue.subscription.how-2', 'Each draw costs from {price}, paid from your wallet.', { price }) : i18n.t('catalogue.subscription.how-2-plain', 'Each draw is paid from your wallet.')}</li>
          <li>{i18n.t('catalogue.subscription.how-3', 'Your spend limits always apply: a draw that would go over one is not bought, and your {noun} starts again by itself when the limit resets.', { noun })}</li>
          <li>{i18n.t('catalogue.subscription.how-4', 'Pause, change or cancel it any time in My account.')}</li>
        </ul>
      </section>
      <section className="catalogue-subscription__section" aria-labelledby="catalogue-subscription-draws">
        <h2 id="catalogue-subscription-draws" className="catalogue-subscription__title">
          {i18n.t('catalogue.subscription.draws', 'Coming draws')}
        </h2>
        {draws.length === 0 ? (
          <p>{i18n.t('catalogue.subscription.no-draws', 'The next draw opens soon.')}</p>
        ) : (
          <ul className="catalogue-subscription__list">
            {draws.slice(0, 6).map((draw) => (
              <li key={draw.drawNo}>
                {draw.name ?? i18n.t('catalogue.subscription.draw', 'Draw {drawNo}', { drawNo: draw.drawNo })}: {formatSiteTime(draw.drawDate, site, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
              </li>
            ))}
          </ul>
        )}
        {calendar ? (
          <p>
            <a className="df-ui-link" href={calendar} download>
              {i18n.t('catalogue.subscription.calendar', 'Download the draw calendar with every charge (PDF)')}
            </a>
          </p>
        ) : null}
      </section>
      <p>
        <ShellLink to={playPath} navigate={navigate} className="df-ui-button df-ui-button--primary">
          {i18n.t('catalogue.subscription.start', 'Start a {noun}', { noun })}
        </ShellLink>
      </p>
    </div>
  );
}
