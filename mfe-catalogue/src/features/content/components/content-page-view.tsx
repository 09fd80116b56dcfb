import type { ContentPage } from '@drawfront/shared/contract/content';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { useSeo } from '@drawfront/shared/ui/use-seo';
import { canonicalUrl, fileUrlOf } from '../model/content-urls';
import { ContentBlocks } from './content-blocks';
import { RichHtml } from './rich-html';
import './content.css';

export type ContentPageViewProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> & { page: ContentPage; preview?: boolean };

/** One content page: its SEO (title | site, description, canonical, sharing tags, noindex), sections and body. */
export function ContentPageView({ page, preview = false, site, ...props }: ContentPageViewProps) {
  const sections = page.sections ?? [];
  useSeo({
    title: page.seo?.title ?? page.name,
    description: page.seo?.description,
    siteName: site.name,
    canonicalUrl: canonicalUrl(site, page.path),
    noindex: preview || page.seo?.noindex === true,
    disableIndexing: site.constants.disableIndexing,
    twitterAccount: site.constants.twitterAccount,
  });
  const startsWithHero = sections[0]?.type === 'hero';
  return (
    <article className={`content-page content-page--${page.template}`}>
      {!startsWithHero && <PageHeading>{page.name}</PageHeading>}
      <ContentBlocks blocks={sections} fileUrl={fileUrlOf(site)} {...props} />
      {page.body && (
        <section className="content-block">
          <RichHtml html={page.body} navigate={props.navigate} />
        </section>
      )}
    </article>
  );
}
