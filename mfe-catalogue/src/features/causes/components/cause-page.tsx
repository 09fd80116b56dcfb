import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import type { CauseEntry } from '../model/cause-directory';

export interface CausePageProps {
  entry: CauseEntry;
  /** The offer's path on this sub-variant, without the leading slash. */
  segmentOf: (offer: CauseEntry['offers'][number]) => string;
  site: SiteInfo;
  i18n: I18n;
}

/** `/causes/{causeSlug}`: one cause and the draws that raise money for it, each played for this cause. */
export function CausePage({ entry, segmentOf, site, i18n }: CausePageProps) {
  const { cause, offers } = entry;
  usePageTitle(cause.name, site.name);
  const pathTo = usePathTo(site);
  const allCauses = pathTo('causes');
  return (
    <div className="catalogue-page">
      <PageHeading intro={cause.description}>{cause.name}</PageHeading>
      <h2>{i18n.t('catalogue.cause.play-for', 'Play for {name}', { name: cause.name })}</h2>
      <ul className="catalogue-cause-list">
        {offers.map((offer) => {
          const playPath = pathTo('cause-offer', { causeSlug: cause.urlSlug, productOfferKey: segmentOf(offer) });
          return (
            <li key={offer.key}>
              <h3>{offer.name}</h3>
              {offer.tagline ? <p>{offer.tagline}</p> : null}
              {playPath ? (
                <Link className={buttonClassName('primary')} to={playPath}>
                  {i18n.t('catalogue.cause.play', 'Play for this cause')}
                  <span className="df-ui-visually-hidden"> {offer.name}</span>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      {allCauses ? (
        <p>
          <Link className="df-ui-link" to={allCauses}>
            {i18n.t('catalogue.cause.all', 'All causes')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
