import { HEARTBEAT_ACTIVE_TIMEOUT_SECONDS, HEARTBEAT_INTERVAL_MS, HEARTBEAT_PATH } from '@drawfront/shared/rules/session-timing';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;

export interface HeartbeatOptions {
  target?: Window;
  /** Requests the blank page (default: the window's fetch, never cached). */
  beat?: () => Promise<unknown>;
  now?: () => number;
  /** Storefront §9 "Heartbeat active timeout | 600 default", in seconds. */
  activeTimeoutSeconds?: number;
}

/**
 * The heartbeat (groups spec §4: "if enabled and the user was active within the configured seconds, a blank page
 * is requested every 60 seconds"; §7 "GET /blank.html"). The page load counts as activity. Returns `stop`.
 */
export function startHeartbeat(options: HeartbeatOptions = {}): () => void {
  const target = options.target ?? window;
  const now = options.now ?? Date.now;
  const activeMs = (options.activeTimeoutSeconds ?? HEARTBEAT_ACTIVE_TIMEOUT_SECONDS) * 1000;
  // The body is read: an unread response stays open in the browser (Chromium never finishes loading it), which
  // holds its connection and keeps the page from ever looking idle.
  const beat =
    options.beat ?? (() => target.fetch(HEARTBEAT_PATH, { cache: 'no-store', credentials: 'same-origin' }).then((response) => response.arrayBuffer()));
  let lastActivity = now();
  const onActivity = () => {
    lastActivity = now();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true });
  const timer = setInterval(() => {
    // A missed beat is harmless: the next one comes in a minute.
    if (now() - lastActivity < activeMs) beat().catch(() => undefined);
  }, HEARTBEAT_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity);
  };
}
