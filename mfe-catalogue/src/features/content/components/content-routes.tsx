import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { BlogCategoryPage, BlogHomePage, BlogPostPage } from './blog-pages';
import { ContentOr, ContentRoute } from './content-route';
import { FeatureBannerPage } from './feature-banner-page';
import { PreviewPage } from './preview-page';

/**
 * The content pages' components in one module, so app.tsx loads them on demand (React.lazy) and the
 * home page never carries them.
 */
export type ContentPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

export { BlogCategoryPage, BlogHomePage, BlogPostPage, ContentOr, ContentRoute, FeatureBannerPage, PreviewPage };

/** A content page outside the base layout (the Android pages): the page brings its own main landmark. */
export function StandaloneContentRoute(props: ContentPageProps) {
  return (
    <main id="main-content">
      <ContentRoute {...props} />
    </main>
  );
}
