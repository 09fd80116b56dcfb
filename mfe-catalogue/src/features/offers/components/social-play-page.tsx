import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import type { CataloguePageProps } from './home-page';
import { EntryCard } from './entry-card';
import { SyndicatesEntry } from './lotto-tickets-page';
import './offers.css';

/**
 * /social-play (commercial-lotteries, multi-offer-site, social-syndicates): the ways to play with
 * others, each linking its own flow through the route table (Lotto Party, syndicates); a way the
 * site lacks is left out rather than linked to a 404.
 */
export function SocialPlayPage({ site, i18n }: Omit<CataloguePageProps, 'api' | 'clock'>) {
  const heading = i18n.t('catalogue.social-play.heading', 'Play together');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const lottoParty = pathTo('lotto-party');
  const syndicates = pathTo('syndicates');
  return (
    <div className="catalogue-page">
      <PageHeading intro={i18n.t('catalogue.social-play.intro', 'Share the cost and the fun: play in a group with friends, or buy shares in a syndicate.')}>{heading}</PageHeading>
      <ul className="catalogue-offer-grid">
        {lottoParty ? (
          <li className="catalogue-offer-grid__item">
            <EntryCard
              id="lotto-party"
              title={i18n.t('catalogue.entry.lotto-party.title', 'Lotto Party')}
              text={i18n.t('catalogue.entry.lotto-party.text', 'Start a group, invite your friends and share the tickets and the winnings.')}
              linkText={i18n.t('catalogue.entry.lotto-party.link', 'Start a Lotto Party')}
              to={lottoParty}
              headingLevel={2}
            />
          </li>
        ) : null}
        {syndicates ? (
          <li className="catalogue-offer-grid__item">
            <SyndicatesEntry to={syndicates} i18n={i18n} headingLevel={2} />
          </li>
        ) : null}
      </ul>
    </div>
  );
}
