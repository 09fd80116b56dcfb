/**
 * Every time the session rules run on (groups spec §9 "Business constants and limits", storefront §9), in one
 * place: the API's token lifetime, the shell's inactivity sign-out, heartbeat and marketing session, and the
 * migration modal's poll all read them from here.
 */

/** "Session timeout default 3600 s (cookies expire accordingly)". The API's SESSION_TIMEOUT_SECONDS overrides it. */
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 3600;
/** How often the shell looks at the last activity for the inactivity sign-out. */
export const INACTIVITY_CHECK_MS = 60_000;

/** "heartbeat every 60 s". */
export const HEARTBEAT_INTERVAL_MS = 60_000;
/** Storefront §9 "Heartbeat active timeout | 600 default": the heartbeat runs only if the user was active within it. */
export const HEARTBEAT_ACTIVE_TIMEOUT_SECONDS = 600;
/** Groups spec §7 "GET /blank.html (heartbeat)". */
export const HEARTBEAT_PATH = '/blank.html';

/** "marketing session idle 30 minutes": a new marketing session starts after this long without a visit. */
export const MARKETING_SESSION_IDLE_MS = 30 * 60_000;

/** "Migration poll 3 s, at most 5 attempts; dismissal 7 days." */
export const MIGRATION_POLL_INTERVAL_MS = 3_000;
export const MIGRATION_MAX_POLLS = 5;
export const MIGRATION_DISMISSAL_MS = 7 * 86_400_000;
