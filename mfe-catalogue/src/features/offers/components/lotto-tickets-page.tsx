import type { I18n } from '@drawfront/shared/contract/i18n';
import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { PlayBreakBanner } from '@drawfront/shared/ui/play-break-notice';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useProductOffers } from '../hooks/use-product-offers';
import { lottoListEntries } from '../model/list-order';
import type { ListEntry } from '../model/list-order';
import type { CataloguePageProps } from './home-page';
import { EntryCard } from './entry-card';
import { OfferCard } from './offer-card';
import { OffersContent } from './offers-content';
import './offers.css';

/** The syndicates entry of a list, linking the /syndicates page. */
export function SyndicatesEntry({ to, i18n, headingLevel }: { to: string; i18n: I18n; headingLevel: 2 | 3 }) {
  return (
    <EntryCard
      id="syndicates"
      title={i18n.t('catalogue.entry.syndicates.title', 'Syndicates')}
      text={i18n.t('catalogue.entry.syndicates.text', 'Buy shares in a syndicate: more tickets in every draw, prizes shared by share.')}
      linkText={i18n.t('catalogue.entry.syndicates.link', 'See syndicates')}
      to={to}
      headingLevel={headingLevel}
    />
  );
}

/** /lotto-tickets: every lottery on sale in the spec's list order, with the syndicates entry third. */
export function LottoTicketsPage({ api, site, i18n, clock }: CataloguePageProps) {
  const heading = i18n.t('catalogue.lotto-tickets.heading', 'Lotto tickets');
  usePageTitle(heading, site.name);
  const state = useProductOffers(api);
  const pathTo = usePathTo(site);
  const syndicatesPath = pathTo('syndicates');
  const now = clock();
  const entriesOf = (offers: Parameters<typeof lottoListEntries>[0]) =>
    lottoListEntries(offers, { syndicates: syndicatesPath !== null && hasCapabilities(site.capabilities, ['syndicates']) });
  return (
    <div className="catalogue-page">
      <PageHeading intro={i18n.t('catalogue.lotto-tickets.intro', 'Every lottery you can play, with its next jackpot and draw day.')}>{heading}</PageHeading>
      <PlayBreakBanner />
      <OffersContent state={state} i18n={i18n} select={(offers) => (entriesOf(offers).some((entry) => entry.kind === 'offer') ? [...offers] : [])}>
        {(offers) => (
          <ul className="catalogue-offer-grid">
            {entriesOf(offers).map((entry: ListEntry) => (
              <li key={entry.kind === 'offer' ? entry.offer.key : 'syndicates'} className="catalogue-offer-grid__item">
                {entry.kind === 'offer' ? (
                  <OfferCard offer={entry.offer} i18n={i18n} subVariant={site.subVariant} now={now} headingLevel={2} />
                ) : (
                  <SyndicatesEntry to={syndicatesPath!} i18n={i18n} headingLevel={2} />
                )}
              </li>
            ))}
          </ul>
        )}
      </OffersContent>
    </div>
  );
}
