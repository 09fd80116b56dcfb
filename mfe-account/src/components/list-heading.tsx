import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export interface ListHeadingProps {
  children: ReactNode;
  /** When this changes after the first render (another page of the list), the heading takes focus. */
  focusKey: unknown;
}

/**
 * The page's one `<h1>`. Moving to another page keeps this component mounted but may remove the
 * link that was pressed ("Next" on the last page), which would drop focus to the document; the
 * heading takes it instead, so keyboard and screen-reader users start again at the top of the list.
 */
export function ListHeading({ children, focusKey }: ListHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const firstKey = useRef(focusKey);
  useEffect(() => {
    if (firstKey.current === focusKey) return;
    firstKey.current = focusKey;
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div className="df-ui-page-heading">
      <h1 ref={ref} tabIndex={-1} className="df-ui-page-heading__title">
        {children}
      </h1>
    </div>
  );
}
