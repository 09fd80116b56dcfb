import type { BlogCategory, BlogPost } from '@drawfront/shared/contract/content';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

const dateText = (iso: string, clock: SiteClock) => formatSiteTime(iso, clock, { day: 'numeric', month: 'long', year: 'numeric' });

/** Blog post cards: title (a link), date, categories and summary. */
export function BlogList({ posts, categories, clock, navigate, pathTo }: { posts: readonly BlogPost[]; categories: readonly BlogCategory[]; clock: SiteClock; navigate: RemoteProps['navigate']; pathTo: PathTo }) {
  const nameOf = (slug: string) => categories.find((category) => category.slug === slug)?.name ?? slug;
  return (
    <ul className="content-blog-list">
      {posts.map((post) => {
        const postPath = pathTo('blog-post', { blogSlug: post.id });
        return (
          <li key={post.id} className="content-card content-blog-card">
            <h2 className="content-card__title">
              {postPath ? (
                <ShellLink to={postPath} navigate={navigate}>
                  {post.title}
                </ShellLink>
              ) : (
                post.title
              )}
            </h2>
            <p className="content-blog-card__meta">
              <time dateTime={post.created}>{dateText(post.created, clock)}</time>
              {post.categories.length > 0 && <> · {post.categories.map(nameOf).join(', ')}</>}
            </p>
            {post.summary && <p className="content-card__text">{post.summary}</p>}
          </li>
        );
      })}
    </ul>
  );
}

/** Links to every category's page (none where the site has no category pages). */
export function CategoryLinks({ categories, current, navigate, pathTo, label }: { categories: readonly BlogCategory[]; current?: string; navigate: RemoteProps['navigate']; pathTo: PathTo; label: string }) {
  const links = categories.flatMap((category) => {
    const to = pathTo('blog-category', { slug: category.slug });
    return to === null ? [] : [{ category, to }];
  });
  if (links.length === 0) return null;
  return (
    <nav className="content-blog-categories" aria-label={label}>
      <ul>
        {links.map(({ category, to }) => (
          <li key={category.id}>
            <ShellLink to={to} navigate={navigate} aria-current={category.slug === current ? 'page' : undefined}>
              {category.name}
            </ShellLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
