import { useEffect, useRef, useState } from 'react';

/**
 * Focus for the one editor beside a builder's list of games: it moves to the editor's heading only after
 * the customer acted on the list (select, add, remove), so the page never steals focus on load.
 */
export function useEditorFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);
  return { headingRef, focusEditor: () => setFocusRequest((n) => n + 1) };
}
