import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { BlogCategory, BlogPost, ContentList, ContentPage, PageRoute, SiteContentConfig } from '@drawfront/shared/contract/content';

/** Content reads are cached for the spec's 60 s (storefront §9 "Cache, most API endpoints"). */
const CACHE_MS = 60_000;

/** Blog list sizes (groups spec §9): the latest 4 on /blog, 12 per category page. */
export const BLOG_LATEST = 4;
export const BLOG_PAGE_SIZE = 12;

const json = (value: unknown) => JSON.stringify(value);

/** `GET /items/pages` with the route fields (groups spec §7). */
export function fetchPageRoutes(api: ApiClient, signal?: AbortSignal): Promise<PageRoute[]> {
  return api.request<ContentList<PageRoute>>({ service: 'content', path: '/items/pages', query: { fields: 'id,path,template,name', limit: -1 }, cacheTtlMs: CACHE_MS, signal }).then((answer) => answer.data);
}

export function fetchPage(api: ApiClient, id: string, signal?: AbortSignal): Promise<ContentPage> {
  return api.request<{ data: ContentPage }>({ service: 'content', path: `/items/pages/${encodeURIComponent(id)}`, cacheTtlMs: CACHE_MS, signal }).then((answer) => answer.data);
}

/** The page whose path is `path`, or null when content has none there. */
export function fetchPageByPath(api: ApiClient, path: string, signal?: AbortSignal): Promise<ContentPage | null> {
  return api
    .request<ContentList<ContentPage>>({ service: 'content', path: '/items/pages', query: { filter: json({ path: { _eq: path } }), limit: 1 }, cacheTtlMs: CACHE_MS, signal })
    .then((answer) => answer.data[0] ?? null);
}

export interface BlogQuery {
  category?: string;
  page?: number;
  limit: number;
}

/** Blog posts, newest created first (groups spec §7), with the filtered count for paging. */
export function fetchBlogPosts(api: ApiClient, query: BlogQuery, signal?: AbortSignal): Promise<ContentList<BlogPost>> {
  return api.request<ContentList<BlogPost>>({
    service: 'content',
    path: '/items/blog_posts',
    query: {
      fields: 'id,title,summary,author,categories,thumbnail,created',
      sort: '-created',
      limit: query.limit,
      page: query.page ?? 1,
      meta: 'filter_count',
      filter: query.category ? json({ categories: { _contains: query.category } }) : undefined,
    },
    cacheTtlMs: CACHE_MS,
    signal,
  });
}

export function fetchBlogPost(api: ApiClient, id: string, signal?: AbortSignal): Promise<BlogPost> {
  return api.request<{ data: BlogPost }>({ service: 'content', path: `/items/blog_posts/${encodeURIComponent(id)}`, cacheTtlMs: CACHE_MS, signal }).then((answer) => answer.data);
}

export function fetchBlogCategories(api: ApiClient, signal?: AbortSignal): Promise<BlogCategory[]> {
  return api.request<ContentList<BlogCategory>>({ service: 'content', path: '/items/blog_categories', query: { sort: 'name', limit: -1 }, cacheTtlMs: CACHE_MS, signal }).then((answer) => answer.data);
}

export function fetchSiteConfig(api: ApiClient, signal?: AbortSignal): Promise<SiteContentConfig> {
  return api.request<{ data: SiteContentConfig }>({ service: 'content', path: '/items/site_config', cacheTtlMs: CACHE_MS, signal }).then((answer) => answer.data);
}

export interface PreviewProof {
  collection: string;
  id: string;
  expires: string;
  signature: string;
}

/** A draft through a signed preview link; never cached. */
export function fetchPreview<T>(api: ApiClient, proof: PreviewProof, signal?: AbortSignal): Promise<T> {
  return api
    .request<{ data: T }>({ service: 'content', path: `/items/${encodeURIComponent(proof.collection)}/${encodeURIComponent(proof.id)}`, query: { expires: proof.expires, signature: proof.signature }, signal })
    .then((answer) => answer.data);
}

export interface ContactMessage {
  name: string;
  email: string;
  subject?: string;
  message: string;
}

/** `POST /items/contact_messages`: stored and emailed to the support team. */
export function sendContactMessage(api: ApiClient, message: ContactMessage): Promise<unknown> {
  return api.request({ service: 'content', method: 'POST', path: '/items/contact_messages', body: message });
}
