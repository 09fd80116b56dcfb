import type { ReactNode } from 'react';
import './ui.css';

export interface PageHeadingProps {
  children: ReactNode;
  /** A short lead paragraph under the heading. */
  intro?: ReactNode;
  className?: string;
}

/** The page's one `<h1>`, with an optional lead paragraph. */
export function PageHeading({ children, intro, className }: PageHeadingProps) {
  return (
    <div className={['df-ui-page-heading', className].filter(Boolean).join(' ')}>
      <h1 className="df-ui-page-heading__title">{children}</h1>
      {intro ? <p className="df-ui-page-heading__intro">{intro}</p> : null}
    </div>
  );
}
