import type { MouseEvent } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';

export interface RichHtmlProps {
  /** HTML the content service rendered and sanitised (never raw editor input). */
  html: string;
  navigate: RemoteProps['navigate'];
  className?: string;
}

/**
 * Content HTML. A click on a link to one of the site's own pages goes through the shell's router
 * (no full reload); other links, and clicks meant for a new tab, behave as links do.
 */
export function RichHtml({ html, navigate, className }: RichHtmlProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  // The HTML was sanitised by the content service (sanitize-html), so it can be set as is; the click
  // handler only reroutes clicks on the links inside, which are keyboard-operable themselves.
  return <div className={['content-rich', className].filter(Boolean).join(' ')} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
