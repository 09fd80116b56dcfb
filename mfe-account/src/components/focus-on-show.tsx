import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * Moves focus to its content when it appears (or `focusKey` changes), e.g. a form-level error, so
 * keyboard and screen-reader users land on the message; the next Tab continues into the form.
 */
export function FocusOnShow({ focusKey, children }: { focusKey: unknown; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div ref={ref} tabIndex={-1} className="account-focus-target">
      {children}
    </div>
  );
}
