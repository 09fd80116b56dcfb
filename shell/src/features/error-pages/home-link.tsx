import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/**
 * A link to the site's home page that works with or without a router: error pages also render when
 * boot fails, before any router exists, where `<Link>` would throw.
 */
export function HomeLink({ to, children }: { to: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  if (inRouter) {
    return (
      <Link className="df-ui-link" to={to}>
        {children}
      </Link>
    );
  }
  return (
    <a className="df-ui-link" href={to}>
      {children}
    </a>
  );
}
