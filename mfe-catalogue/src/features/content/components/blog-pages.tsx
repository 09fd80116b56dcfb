import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { BlogPost } from '@drawfront/shared/contract/content';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useQueryClient } from '@drawfront/shared/data/data-context';
import { readQuery } from '@drawfront/shared/data/read-query';
import { useQuery } from '@drawfront/shared/data/use-query';
import { useResource } from '@drawfront/shared/data/use-resource';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { useSeo } from '@drawfront/shared/ui/use-seo';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import { BLOG_LATEST, BLOG_PAGE_SIZE, blogCategoriesQuery, blogPostQuery, blogPostsQuery } from '../api/content-api';
import { canonicalUrl } from '../model/content-urls';
import { parseBlogPage } from '../model/page-path';
import { BlogList, CategoryLinks } from './blog-list';
import { ContentLoading } from './content-loading';
import { RichHtml } from './rich-html';
import './content.css';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

export type BlogPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

function useBlogSeo(site: BlogPageProps['site'], title: string, description: string | undefined, path: string | null, noindex = false) {
  useSeo({ title, description, siteName: site.name, canonicalUrl: path === null ? undefined : canonicalUrl(site, path), noindex, disableIndexing: site.constants.disableIndexing, twitterAccount: site.constants.twitterAccount });
}

/** `/blog`: the latest 4 posts (groups spec §9) and the categories. */
export function BlogHomePage({ api, i18n, navigate, site }: BlogPageProps) {
  const heading = i18n.t('content.blog.heading', 'News');
  const pathTo = usePathTo(site);
  useBlogSeo(site, heading, i18n.t('content.blog.description', 'The latest news and stories from {site}.', { site: site.name }), pathTo('blog'));
  const queries = useQueryClient();
  const data = useResource(
    useCallback(async (signal: AbortSignal) => {
      const [posts, categories] = await Promise.all([readQuery(queries, blogPostsQuery(api, { limit: BLOG_LATEST }), signal), readQuery(queries, blogCategoriesQuery(api), signal)]);
      return { posts: posts.data, categories };
    }, [api, queries]),
  );
  return (
    <div className="content-page">
      <PageHeading intro={i18n.t('content.blog.intro', 'The latest from {site}.', { site: site.name })}>{heading}</PageHeading>
      {data.status === 'loading' && <ContentLoading i18n={i18n} />}
      {data.status === 'error' && <LoadError title={i18n.t('content.blog.error', "We couldn't load the news")} error={data.error} i18n={i18n} onRetry={data.retry} />}
      {data.status === 'success' && (
        <>
          <CategoryLinks categories={data.data.categories} navigate={navigate} pathTo={pathTo} label={i18n.t('content.blog.categories', 'Categories')} />
          <BlogList posts={data.data.posts} categories={data.data.categories} clock={i18n} navigate={navigate} pathTo={pathTo} />
        </>
      )}
    </div>
  );
}

/** `/blog/category/{slug}/{page?}`: 12 posts a page, newest first. */
export function BlogCategoryPage({ api, i18n, navigate, site }: BlogPageProps) {
  const { slug = '', page: rawPage } = useParams();
  const page = parseBlogPage(rawPage);
  const pathTo = usePathTo(site);
  const pagePath = (n: number) => pathTo('blog-category', { slug, page: n > 1 ? n : undefined });
  const queries = useQueryClient();
  const data = useResource(
    useCallback(async (signal: AbortSignal) => {
      const categories = await readQuery(queries, blogCategoriesQuery(api), signal);
      const category = categories.find((entry) => entry.slug === slug) ?? null;
      if (!category || page === null) return { category, categories, posts: [], total: 0 };
      const posts = await readQuery(queries, blogPostsQuery(api, { category: slug, page, limit: BLOG_PAGE_SIZE }), signal);
      return { category, categories, posts: posts.data, total: posts.meta?.filterCount ?? posts.data.length };
    }, [api, queries, slug, page]),
  );
  const name = data.status === 'success' ? (data.data.category?.name ?? '') : '';
  const title = page && page > 1 ? i18n.t('content.blog.category.page', '{name}, page {page}', { name, page }) : name;
  useBlogSeo(site, title || i18n.t('content.blog.heading', 'News'), undefined, pagePath(page ?? 1));
  if (page === null) return <NotFound i18n={i18n} navigate={navigate} />;
  if (data.status === 'loading') return <ContentLoading i18n={i18n} />;
  if (data.status === 'error') return <LoadError title={i18n.t('content.blog.error', "We couldn't load the news")} error={data.error} i18n={i18n} onRetry={data.retry} />;
  const { category, categories, posts, total } = data.data;
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (!category || page > pages) return <NotFound i18n={i18n} navigate={navigate} />;
  const newer = page > 1 ? pagePath(page - 1) : null;
  const older = page < pages ? pagePath(page + 1) : null;
  return (
    <div className="content-page">
      <PageHeading>{category.name}</PageHeading>
      <CategoryLinks categories={categories} current={slug} navigate={navigate} pathTo={pathTo} label={i18n.t('content.blog.categories', 'Categories')} />
      <BlogList posts={posts} categories={categories} clock={i18n} navigate={navigate} pathTo={pathTo} />
      {pages > 1 && (
        <nav className="content-pager" aria-label={i18n.t('content.blog.pages', 'Pages')}>
          {newer && <ShellLink to={newer} navigate={navigate}>{i18n.t('content.blog.newer', 'Newer posts')}</ShellLink>}
          {older && <ShellLink to={older} navigate={navigate}>{i18n.t('content.blog.older', 'Older posts')}</ShellLink>}
        </nav>
      )}
    </div>
  );
}

/** `/blog/{blogSlug}`: one post. */
export function BlogPostPage({ api, i18n, navigate, site }: BlogPageProps) {
  const { blogSlug = '' } = useParams();
  const pathTo = usePathTo(site);
  const allNews = pathTo('blog');
  const query = blogPostQuery(api, blogSlug);
  const post = useQuery(
    query.key,
    (signal: AbortSignal): Promise<BlogPost | null> => query.load(signal).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
      throw error;
    }),
  );
  const data = post.status === 'success' ? post.data : null;
  useBlogSeo(site, data?.seo?.title ?? data?.title ?? i18n.t('content.blog.heading', 'News'), data?.seo?.description ?? data?.summary, pathTo('blog-post', { blogSlug }), data?.seo?.noindex === true);
  if (post.status === 'loading') return <ContentLoading i18n={i18n} />;
  if (post.status === 'error') return <LoadError title={i18n.t('content.blog.post.error', "We couldn't load this post")} error={post.error} i18n={i18n} onRetry={post.retry} />;
  if (!data) return <NotFound i18n={i18n} navigate={navigate} />;
  return (
    <article className="content-page content-post">
      <PageHeading intro={data.summary}>{data.title}</PageHeading>
      <p className="content-blog-card__meta">
        {data.author && <>{data.author} · </>}
        <time dateTime={data.created}>{formatSiteTime(data.created, i18n, { day: 'numeric', month: 'long', year: 'numeric' })}</time>
      </p>
      {data.body && <RichHtml html={data.body} navigate={navigate} />}
      {allNews && (
        <p>
          <ShellLink to={allNews} navigate={navigate}>
            {i18n.t('content.blog.back', 'Back to all news')}
          </ShellLink>
        </p>
      )}
    </article>
  );
}
