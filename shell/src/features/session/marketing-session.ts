import { createMarketingSessionTracker } from '@drawfront/shared/rules/marketing-session';
import type { MarketingSession } from '@drawfront/shared/rules/marketing-session';

/**
 * The page's marketing session (groups spec §4; the rule is `@drawfront/shared/rules/marketing-session`), kept in
 * localStorage so the site's tabs share it. It exists for analytics, so it is touched only with consent.
 */
export function createShellMarketingSession(storage: () => Storage = () => window.localStorage) {
  return createMarketingSessionTracker({ storage, newId: () => crypto.randomUUID().replace(/-/g, '') });
}

/** The marketing session as analytics event properties (flat values). */
export function marketingProperties(session: MarketingSession): Record<string, string | null> {
  return {
    marketingSessionId: session.id,
    utmCampaign: session.campaign,
    utmMedium: session.medium,
    utmSource: session.source,
    utmTerm: session.term,
    utmContent: session.content,
    referrer: session.referrer,
  };
}
