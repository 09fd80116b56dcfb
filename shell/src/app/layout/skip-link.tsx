import type { RefObject } from 'react';

/** The first link on the page (WCAG 2.4.1); visible only when focused (`.df-skip-link` in theme.css). */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <a
      className="df-skip-link"
      href="#main-content"
      // Focus main directly: a hash change would go through the router and leave focus where it was in some browsers.
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
