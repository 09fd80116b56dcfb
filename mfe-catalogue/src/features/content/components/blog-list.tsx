import type { BlogCategory, BlogPost } from '@drawfront/shared/contract/content';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

const dateText = (iso: string, clock: SiteClock) => formatSiteTime(iso, clock, { day: 'numeric', month: 'long', year: 'numeric' });

/** Blog post cards: title (a link), date, categories and summary. */
export function BlogList({ posts, categories, clock, navigate }: { posts: readonly BlogPost[]; categories: readonly BlogCategory[]; clock: SiteClock; navigate: RemoteProps['navigate'] }) {
  const nameOf = (slug: string) => categories.find((category) => category.slug === slug)?.name ?? slug;
  return (
    <ul className="content-blog-list">
      {posts.map((post) => (
        <li key={post.id} className="content-card content-blog-card">
          <h2 className="content-card__title">
            <ShellLink to={`/blog/${post.id}`} navigate={navigate}>
              {post.title}
            </ShellLink>
          </h2>
          <p className="content-blog-card__meta">
            <time dateTime={post.created}>{dateText(post.created, clock)}</time>
            {post.categories.length > 0 && <> · {post.categories.map(nameOf).join(', ')}</>}
          </p>
          {post.summary && <p className="content-card__text">{post.summary}</p>}
        </li>
      ))}
    </ul>
  );
}

/** Links to every category's page. */
export function CategoryLinks({ categories, current, navigate, label }: { categories: readonly BlogCategory[]; current?: string; navigate: RemoteProps['navigate']; label: string }) {
  if (categories.length === 0) return null;
  return (
    <nav className="content-blog-categories" aria-label={label}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <ShellLink to={`/blog/category/${category.slug}`} navigate={navigate} aria-current={category.slug === current ? 'page' : undefined}>
              {category.name}
            </ShellLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
