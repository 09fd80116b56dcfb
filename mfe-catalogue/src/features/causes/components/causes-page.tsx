import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import type { CauseEntry } from '../model/cause-directory';

/** `/causes`: the directory of causes the site's raffles support, each linking its page. */
export function CausesPage({ directory, site, i18n }: { directory: readonly CauseEntry[]; site: SiteInfo; i18n: I18n }) {
  const heading = i18n.t('catalogue.causes.heading', 'Our causes');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  return (
    <div className="catalogue-page">
      <PageHeading intro={i18n.t('catalogue.causes.intro', 'Every ticket supports a cause you choose. These are the causes our draws fund.')}>{heading}</PageHeading>
      {directory.length === 0 ? (
        <p>{i18n.t('catalogue.causes.none', 'No draw is raising money for a cause right now.')}</p>
      ) : (
        <ul className="catalogue-cause-list">
          {directory.map(({ cause, offers }) => {
            const causePath = pathTo('cause', { causeSlug: cause.urlSlug });
            return (
              <li key={cause.key}>
                <h2>
                  {causePath ? (
                    <Link className="df-ui-link" to={causePath}>
                      {cause.name}
                    </Link>
                  ) : (
                    cause.name
                  )}
                </h2>
                <p>{cause.description}</p>
                <p>{i18n.t('catalogue.causes.supported-by', 'Supported by {names}', { names: offers.map((offer) => offer.name).join(', ') })}</p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
