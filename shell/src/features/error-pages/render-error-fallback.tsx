import { Button } from '@drawfront/shared/ui/button';
import { useEffect, useId, useRef } from 'react';
import { RENDER_ERROR_TEXT } from './error-texts';
import { HomeLink } from './home-link';
import './error-pages.css';

export interface RenderErrorFallbackProps {
  onRetry: () => void;
  /** The site's home page (`pathTo('home')`), linked from "Homepage"; null leaves the word unlinked. */
  homePath: string | null;
}

/**
 * Shown in place of a remote that failed to load or threw while rendering. Focus moves to the
 * heading because the content the user was reading has just been replaced under them.
 */
export function RenderErrorFallback({ onRetry, homePath }: RenderErrorFallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Two remotes can fail on one page, so ids must be unique per instance.
  const headingId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="df-error-page" aria-labelledby={headingId}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="df-error-page__heading">
        {RENDER_ERROR_TEXT.heading}
      </h1>
      <p className="df-error-page__text">
        {RENDER_ERROR_TEXT.textBeforeLink}
        {homePath === null ? RENDER_ERROR_TEXT.homeLink : <HomeLink to={homePath}>{RENDER_ERROR_TEXT.homeLink}</HomeLink>}
        {RENDER_ERROR_TEXT.textAfterLink}
      </p>
      <Button onClick={onRetry}>{RENDER_ERROR_TEXT.retryButton}</Button>
    </section>
  );
}
