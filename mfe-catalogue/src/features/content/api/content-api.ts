import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { BlogCategory, BlogPost, ContentList, ContentPage, PageRoute } from '@drawfront/shared/contract/content';
import type { QueryDefinition } from '@drawfront/shared/data/read-query';

/** Blog list sizes (groups spec §9): the latest 4 on /blog, 12 per category page. */
export const BLOG_LATEST = 4;
export const BLOG_PAGE_SIZE = 12;

const json = (value: unknown) => JSON.stringify(value);

/*
 * Content reads are under `['content', …]` keys: fresh for the spec's 60 s (storefront §9 "Cache, most API
 * endpoints"), the number in `query-defaults.ts`.
 */

/** `GET /items/pages` with the route fields (groups spec §7). */
export function pageRoutesQuery(api: ApiClient): QueryDefinition<PageRoute[]> {
  return {
    key: ['content', 'page-routes'],
    load: (signal) => api.request<ContentList<PageRoute>>({ service: 'content', path: '/items/pages', query: { fields: 'id,path,template,name', limit: -1 }, signal }).then((answer) => answer.data),
  };
}

/** The page whose path is `path`, or null when content has none there. */
export function pageByPathQuery(api: ApiClient, path: string): QueryDefinition<ContentPage | null> {
  return {
    key: ['content', 'page-by-path', path],
    load: (signal) =>
      api
        .request<ContentList<ContentPage>>({ service: 'content', path: '/items/pages', query: { filter: json({ path: { _eq: path } }), limit: 1 }, signal })
        .then((answer) => answer.data[0] ?? null),
  };
}

export interface BlogQuery {
  category?: string;
  page?: number;
  limit: number;
}

/** Blog posts, newest created first (groups spec §7), with the filtered count for paging. */
export function blogPostsQuery(api: ApiClient, query: BlogQuery): QueryDefinition<ContentList<BlogPost>> {
  return {
    key: ['content', 'blog-posts', query.category ?? null, query.page ?? 1, query.limit],
    load: (signal) =>
      api.request<ContentList<BlogPost>>({
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
        signal,
      }),
  };
}

export function blogPostQuery(api: ApiClient, id: string): QueryDefinition<BlogPost> {
  return {
    key: ['content', 'blog-post', id],
    load: (signal) => api.request<{ data: BlogPost }>({ service: 'content', path: `/items/blog_posts/${encodeURIComponent(id)}`, signal }).then((answer) => answer.data),
  };
}

export function blogCategoriesQuery(api: ApiClient): QueryDefinition<BlogCategory[]> {
  return {
    key: ['content', 'blog-categories'],
    load: (signal) => api.request<ContentList<BlogCategory>>({ service: 'content', path: '/items/blog_categories', query: { sort: 'name', limit: -1 }, signal }).then((answer) => answer.data),
  };
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
