import { PAGE_SETTLE_LIMIT_MS, watchUntil } from './watch-until';

/** Input that means the customer is scrolling themselves: a restore in progress gives way to it. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to `y` (Back or Forward). The page may still be loading, too short to reach it: the restore
 * waits for it to grow, and stops as soon as the customer scrolls on their own.
 */
export function restoreScroll(y: number, signal: AbortSignal, onDone: () => void = () => undefined): void {
  const done = new AbortController();
  done.signal.addEventListener('abort', onDone, { once: true });
  const stop = () => done.abort();
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { once: true, passive: true, signal: done.signal });
  signal.addEventListener('abort', stop, { once: true, signal: done.signal });
  const limit = setTimeout(stop, PAGE_SETTLE_LIMIT_MS);
  done.signal.addEventListener('abort', () => clearTimeout(limit), { once: true });
  watchUntil(() => {
    window.scrollTo(0, y);
    const reached = Math.abs(window.scrollY - y) <= 1;
    if (reached) stop();
    return reached;
  }, done.signal);
}

/** A new page starts at its top, or at its `#fragment` once that element is on the page. */
export function scrollToStart(hash: string, signal: AbortSignal): void {
  window.scrollTo(0, 0);
  const id = fragmentId(hash);
  if (id === null) return;
  watchUntil(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView();
    return target !== null;
  }, signal);
}

function fragmentId(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
