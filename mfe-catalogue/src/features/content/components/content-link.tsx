import type { ReactNode } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { ShellLink } from '@drawfront/shared/ui/shell-link';

/** A link from content: the site's own pages through the shell's router, other addresses as plain links. */
export function ContentLink({ href, navigate, className, children }: { href: string; navigate: RemoteProps['navigate']; className?: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <ShellLink to={href} navigate={navigate} className={className}>
        {children}
      </ShellLink>
    );
  }
  return (
    <a href={href} className={className ?? 'df-ui-link'} rel="noopener noreferrer">
      {children}
    </a>
  );
}
