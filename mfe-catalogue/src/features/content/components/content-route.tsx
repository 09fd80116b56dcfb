import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useQuery } from '@drawfront/shared/data/use-query';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { pageByPathQuery, pageRoutesQuery } from '../api/content-api';
import { matchPageRoute, normalisePath } from '../model/page-path';
import { ContentLoading } from './content-loading';
import { ContentPageView } from './content-page-view';

export type ContentRouteProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

/** A page whose text is content at this path (the about pages, the app pages); none there is a 404. */
export function ContentRoute(props: ContentRouteProps) {
  const path = normalisePath(useLocation().pathname);
  const { api } = props;
  const query = pageByPathQuery(api, path);
  const page = useQuery(query.key, query.load);
  if (page.status === 'loading') return <ContentLoading i18n={props.i18n} />;
  if (page.status === 'error') return <LoadError title={props.i18n.t('content.error', "We couldn't load this page")} error={page.error} i18n={props.i18n} onRetry={page.retry} />;
  if (!page.data) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return <ContentPageView key={page.data.id} page={page.data} {...props} />;
}

/**
 * A path that may be a content-defined page (groups spec §2 "Content-managed pages"): matched against
 * the content service's page routes, else `fallback` (a play page, or the 404). A failure to load the
 * page list is ignored (§8: content load failures are silent) and the fallback shows.
 */
export function ContentOr({ fallback, ...props }: ContentRouteProps & { fallback: ReactNode }) {
  const { pathname } = useLocation();
  const { api } = props;
  const query = pageRoutesQuery(api);
  const routes = useQuery(query.key, query.load);
  if (routes.status === 'loading') return <ContentLoading i18n={props.i18n} />;
  if (routes.status === 'success' && matchPageRoute(routes.data, pathname)) return <ContentRoute {...props} />;
  return <>{fallback}</>;
}
