/** How long a new page may take to show its heading or grow tall enough: past it, the customer has moved on anyway. */
export const PAGE_SETTLE_LIMIT_MS = 10_000;

/**
 * Runs `check` now and again after every change to the page (DOM or size) until it answers true, `signal`
 * aborts (another navigation, the customer scrolling) or the limit passes. Remotes render in their own
 * roots, at their own pace, so the shell can only watch the page for what it waits for.
 */
export function watchUntil(check: () => boolean, signal: AbortSignal, limitMs: number = PAGE_SETTLE_LIMIT_MS): void {
  if (signal.aborted || check()) return;
  const stop = new AbortController();
  const finish = () => stop.abort();
  const run = () => {
    if (!stop.signal.aborted && check()) finish();
  };
  const mutations = new MutationObserver(run);
  mutations.observe(document.body, { childList: true, subtree: true, characterData: true });
  const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(run);
  sizes?.observe(document.body);
  const timer = setTimeout(finish, limitMs);
  signal.addEventListener('abort', finish, { once: true });
  stop.signal.addEventListener('abort', () => {
    mutations.disconnect();
    sizes?.disconnect();
    clearTimeout(timer);
    signal.removeEventListener('abort', finish);
  });
}
