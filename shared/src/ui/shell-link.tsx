import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { RemoteProps } from '../contract/remote-props';
import './ui.css';

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path outside this remote's router, e.g. `/login?returnTo=/lotto-party`. */
  to: string;
  navigate: RemoteProps['navigate'];
}

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link that leaves the remote. A remote's own `<Link>` would change the URL under the remote's
 * router first (and flash its "page not found"); the shell's `navigate` lets the shell swap remotes
 * and layouts. A real `href` keeps open-in-new-tab, copy-link and crawling working.
 */
export function ShellLink({ to, navigate, onClick, className, ...rest }: ShellLinkProps) {
  return (
    <a
      {...rest}
      href={to}
      className={className ?? 'df-ui-link'}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event) || rest.target) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
