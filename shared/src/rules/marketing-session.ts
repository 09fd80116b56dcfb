import { MARKETING_SESSION_IDLE_MS } from './session-timing';

/**
 * The marketing session (groups spec §4 "Marketing session": "a new one starts after 30 minutes idle and stores
 * campaign, medium, source, term, content and referrer"). Analytics events carry its id and attribution, so a
 * campaign is credited with what a visitor does until they have been away half an hour.
 */
export interface MarketingSession {
  id: string;
  startedAt: number;
  /** The last page view or activity; the session ends MARKETING_SESSION_IDLE_MS after it. */
  lastSeenAt: number;
  campaign: string | null;
  medium: string | null;
  source: string | null;
  term: string | null;
  content: string | null;
  referrer: string | null;
}

/** What one page view brings: its query string and the document's referrer. */
export interface MarketingVisit {
  search: string;
  referrer: string;
}

const UTM_KEYS = { campaign: 'utm_campaign', medium: 'utm_medium', source: 'utm_source', term: 'utm_term', content: 'utm_content' } as const;

/** Whether the session has been idle long enough that the next visit starts a new one. */
export function isMarketingSessionExpired(session: MarketingSession, now: number): boolean {
  return now - session.lastSeenAt >= MARKETING_SESSION_IDLE_MS;
}

/**
 * The session after a visit at `now`: the same one with `lastSeenAt` moved on while it is live, else a new one
 * (a fresh id from `newId`) with the visit's attribution. A live session keeps the attribution it started with.
 */
export function nextMarketingSession(previous: MarketingSession | null, visit: MarketingVisit, now: number, newId: () => string): MarketingSession {
  if (previous && !isMarketingSessionExpired(previous, now)) return { ...previous, lastSeenAt: now };
  const query = new URLSearchParams(visit.search);
  const read = (key: string): string | null => {
    const value = query.get(key)?.trim();
    return value ? value.slice(0, 200) : null;
  };
  return {
    id: newId(),
    startedAt: now,
    lastSeenAt: now,
    campaign: read(UTM_KEYS.campaign),
    medium: read(UTM_KEYS.medium),
    source: read(UTM_KEYS.source),
    term: read(UTM_KEYS.term),
    content: read(UTM_KEYS.content),
    referrer: visit.referrer ? visit.referrer.slice(0, 500) : null,
  };
}

/** A stored session read back: anything not of the shape is no session (storage is not trusted). */
export function parseMarketingSession(raw: string | null): MarketingSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<MarketingSession> | null;
    if (!value || typeof value.id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value.id)) return null;
    if (typeof value.startedAt !== 'number' || typeof value.lastSeenAt !== 'number') return null;
    const text = (field: unknown) => (typeof field === 'string' ? field : null);
    return {
      id: value.id,
      startedAt: value.startedAt,
      lastSeenAt: value.lastSeenAt,
      campaign: text(value.campaign),
      medium: text(value.medium),
      source: text(value.source),
      term: text(value.term),
      content: text(value.content),
      referrer: text(value.referrer),
    };
  } catch {
    return null;
  }
}

/** Keeps the marketing session in storage, shared by the site's tabs; `touch` on every page view and activity. */
export function createMarketingSessionTracker(deps: { storage: () => Storage; now?: () => number; newId: () => string; key?: string }) {
  const key = deps.key ?? 'df_ms';
  const now = deps.now ?? Date.now;
  const read = (): MarketingSession | null => {
    try {
      return parseMarketingSession(deps.storage().getItem(key));
    } catch {
      return null;
    }
  };
  return {
    current: read,
    touch(visit: MarketingVisit): MarketingSession {
      const next = nextMarketingSession(read(), visit, now(), deps.newId);
      try {
        deps.storage().setItem(key, JSON.stringify(next));
      } catch {
        // Blocked storage: the session lasts for this page only.
      }
      return next;
    },
  };
}
