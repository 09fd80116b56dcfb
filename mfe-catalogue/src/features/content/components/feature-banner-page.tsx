import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { RouteId } from '@drawfront/shared/routes/route-table';
import { siteConfigQuery } from '@drawfront/shared/data/shared-queries';
import { useQuery } from '@drawfront/shared/data/use-query';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { useSeo } from '@drawfront/shared/ui/use-seo';
import { ROUTES } from '@drawfront/shared/routes/route-table';
import { canonicalUrl } from '../model/content-urls';
import { ContentLoading } from './content-loading';
import './content.css';

export type FeatureBannerPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

const isRouteId = (id: string): id is RouteId => ROUTES.some((route) => route.id === id);

/** `/marketing/feature-banner` (storefront §2): the feature banner from content, alone on the page, for review. */
export function FeatureBannerPage({ api, i18n, navigate, site }: FeatureBannerPageProps) {
  const pathTo = usePathTo(site);
  useSeo({ title: i18n.t('content.feature-banner.title', 'Feature banner'), siteName: site.name, canonicalUrl: canonicalUrl(site, '/marketing/feature-banner'), noindex: true });
  const query = siteConfigQuery(api);
  const config = useQuery(query.key, query.load);
  if (config.status === 'loading') return <ContentLoading i18n={i18n} />;
  const banner = config.status === 'success' ? config.data.featureBanner : undefined;
  const href = banner && isRouteId(banner.route) ? pathTo(banner.route) : null;
  return (
    <main id="main-content" className="content-page">
      <PageHeading>{i18n.t('content.feature-banner.title', 'Feature banner')}</PageHeading>
      {banner ? (
        <section className="content-feature-banner" aria-label={banner.heading}>
          <h2 className="content-feature-banner__heading">{banner.heading}</h2>
          <p>{banner.text}</p>
          {/* A banner pointing at a page the site lacks shows no button: no dead ends. */}
          {href && (
            <ShellLink to={href} navigate={navigate} className={buttonClassName('secondary')}>
              {banner.label}
            </ShellLink>
          )}
        </section>
      ) : (
        <p>{i18n.t('content.feature-banner.none', 'This site has no feature banner.')}</p>
      )}
    </main>
  );
}
