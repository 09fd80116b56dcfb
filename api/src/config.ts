import { resolve } from 'node:path';
import { DEFAULT_SESSION_TIMEOUT_SECONDS } from '@drawfront/shared/rules/session-timing';
import { CHECK_EMAIL_LIMITS, SIGNUP_LIMITS } from './modules/identity/rate-limits';
import { DEFAULT_VERIFICATION_DEADLINE_DAYS } from './modules/identity/verification-state';
import { PASSWORD_HASH_COSTS } from './modules/identity/passwords';
import type { PasswordHashCost } from './modules/identity/passwords';

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  jwtSecret: string;
  /**
   * The key two-factor secrets are sealed with at rest (TWO_FACTOR_KEY). Its own variable, so rotating JWT_SECRET
   * (which signs sign-ins) does not make every authenticator secret unreadable; development falls back to JWT_SECRET.
   */
  twoFactorKey: string;
  opsToken: string;
  /** Origin the remote artifacts are served from; relative manifest and entry URLs resolve against it. */
  remotesBaseUrl: string;
  logLevel: string;
  /** Sign-up attempts allowed per client address an hour (SIGNUP_LIMIT_PER_ADDRESS; the e2e platform raises it: its browser and API calls all come from 127.0.0.1). */
  signupLimitPerAddress: number;
  /** Check-email calls allowed per client address in 10 minutes (CHECK_EMAIL_LIMIT_PER_ADDRESS). */
  checkEmailLimitPerAddress: number;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY: a hop count such as `1`, or addresses and
   * CIDRs separated by commas); false when the API faces clients directly. Behind the nginx edge, without
   * it every client would share the proxy's address and the per-address rate limits would be site-wide.
   */
  trustProxy: false | number | string[];
  /** Prizes above this many cents are not paid into the wallet but marked claim_required (PRIZE_CLAIM_THRESHOLD_CENTS, default $25,000). */
  prizeClaimThresholdCents: number;
  /** Outgoing mail: the SMTP server (SMTP_URL, smtp:// or smtps://) and the sender (MAIL_FROM). */
  mail: MailConfig;
  /** Days after sign-up an unverified customer may still buy and withdraw (VERIFICATION_DEADLINE_DAYS, default 45). */
  verificationDeadlineDays: number;
  /**
   * Session timeout (SESSION_TIMEOUT_SECONDS, groups spec §9 default 3600): a sign-in unused this long ends (its
   * refresh token expires), and the shell signs out after this long without activity (sent in the site's constants).
   */
  sessionTimeoutSeconds: number;
  /** The visitor's country when the request names none (DEFAULT_COUNTRY_CODE, ISO 3166 alpha-2; `/v2/locate`). */
  defaultCountryCode: string;
  /** argon2id cost of new password hashes (PASSWORD_HASH_COST: `standard`, or `minimal` for test suites, refused in production). */
  passwordHashCost: PasswordHashCost;
  /**
   * Whether the development and test-only surfaces exist (TEST_DOORS, `on` or `off`; on by default outside
   * production, refused in production): the test identity provider, the test card gateway and its pages, the
   * test payout, verification and legacy-system providers, the development mailbox, and draws, rehearsals and
   * recurring runs on demand. Off, those routes are not registered at all and every outside party must be a
   * real one configured by environment (see `parties/`).
   */
  testDoors: boolean;
}

export interface MailConfig {
  /** Absent: mail stays in the outbox, readable on the development mailbox outside production (see the outbox module). */
  smtpUrl: string | undefined;
  from: string;
  /**
   * The public URL of a site's pages where it is not the site's `baseUrl` constant (MAIL_SITE_URLS,
   * `siteKey=url` pairs separated by commas): links in mail start with it. A platform served on another port
   * than the seeded one (the e2e suite's) names its own here, so a mail's links open its pages.
   */
  siteUrls: Record<string, string>;
}

/** Prizes above $25,000 must be claimed. */
export const DEFAULT_PRIZE_CLAIM_THRESHOLD_CENTS = 2_500_000;

/** Thrown at start-up with every problem in the environment, so one run shows them all. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

// api/src → repository root; the default data dir is shared by `npm start` and `tsx src/server.ts`.
const repoRoot = resolve(__dirname, '..', '..');
const DEV_JWT_SECRET = 'drawfront-dev-jwt-secret-not-for-production';
const DEV_OPS_TOKEN = 'dev-ops-token';
/** The sender outside production when MAIL_FROM is not set. */
export const DEV_MAIL_FROM = 'Drawfront <no-reply@drawfront.localhost>';
// An address, or a display name and an address in angle brackets; no line breaks (a header value).
const MAIL_FROM_PATTERN = /^(?:[^\r\n<>@]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the environment; throws a ConfigError listing every missing or invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const nodeEnvRaw = read('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as NodeEnv;
  const production = nodeEnv === 'production';

  const portRaw = read('PORT') ?? '3000';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port < 0 || port > 65535) problems.push(`PORT must be an integer from 0 to 65535 (got "${portRaw}")`);

  const host = read('HOST') ?? '127.0.0.1';

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }

  const pgliteDir = read('PGLITE_DIR') ?? resolve(repoRoot, '.data', 'pglite');

  const jwtSecret = read('JWT_SECRET') ?? (production ? undefined : DEV_JWT_SECRET);
  if (jwtSecret === undefined) problems.push('JWT_SECRET is required in production');
  else if (production && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters in production');

  const twoFactorKey = read('TWO_FACTOR_KEY') ?? (production ? undefined : jwtSecret);
  if (twoFactorKey === undefined) problems.push('TWO_FACTOR_KEY is required in production');
  else if (production && twoFactorKey.length < 32) problems.push('TWO_FACTOR_KEY must be at least 32 characters in production');
  else if (production && twoFactorKey === jwtSecret) problems.push('TWO_FACTOR_KEY must differ from JWT_SECRET in production');

  const opsToken = read('OPS_TOKEN') ?? (production ? undefined : DEV_OPS_TOKEN);
  if (opsToken === undefined) problems.push('OPS_TOKEN is required in production');
  else if (production && (opsToken === DEV_OPS_TOKEN || opsToken.length < 16)) {
    problems.push('OPS_TOKEN must be at least 16 characters and not the development token in production');
  }

  const remotesBaseUrl = read('REMOTES_BASE_URL') ?? 'http://127.0.0.1:3001';
  if (!isHttpUrl(remotesBaseUrl)) problems.push(`REMOTES_BASE_URL must be an http(s) URL (got "${remotesBaseUrl}")`);

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const positiveInteger = (name: string, fallback: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) problems.push(`${name} must be a positive integer (got "${raw}")`);
    return Number(raw);
  };
  const signupLimitPerAddress = positiveInteger('SIGNUP_LIMIT_PER_ADDRESS', SIGNUP_LIMITS.perAddress);
  const checkEmailLimitPerAddress = positiveInteger('CHECK_EMAIL_LIMIT_PER_ADDRESS', CHECK_EMAIL_LIMITS.perAddress);

  const prizeClaimThresholdCents = positiveInteger('PRIZE_CLAIM_THRESHOLD_CENTS', DEFAULT_PRIZE_CLAIM_THRESHOLD_CENTS);
  const verificationDeadlineDays = positiveInteger('VERIFICATION_DEADLINE_DAYS', DEFAULT_VERIFICATION_DEADLINE_DAYS);
  const sessionTimeoutSeconds = positiveInteger('SESSION_TIMEOUT_SECONDS', DEFAULT_SESSION_TIMEOUT_SECONDS);
  const defaultCountryCode = (read('DEFAULT_COUNTRY_CODE') ?? 'AU').toUpperCase();
  if (!/^[A-Z]{2}$/.test(defaultCountryCode)) problems.push(`DEFAULT_COUNTRY_CODE must be a two-letter country code (got "${defaultCountryCode}")`);

  const passwordHashCost = (read('PASSWORD_HASH_COST') ?? 'standard') as PasswordHashCost;
  if (!Object.hasOwn(PASSWORD_HASH_COSTS, passwordHashCost)) problems.push(`PASSWORD_HASH_COST must be ${Object.keys(PASSWORD_HASH_COSTS).join(' or ')} (got "${passwordHashCost}")`);
  else if (production && passwordHashCost !== 'standard') problems.push('PASSWORD_HASH_COST must be standard in production');

  const testDoorsRaw = read('TEST_DOORS') ?? (production ? 'off' : 'on');
  if (testDoorsRaw !== 'on' && testDoorsRaw !== 'off') problems.push(`TEST_DOORS must be on or off (got "${testDoorsRaw}")`);
  else if (production && testDoorsRaw === 'on') problems.push('TEST_DOORS cannot be on in production: the test sign-in provider, card gateway and mailbox would let anyone sign in as anyone and pay with nothing');
  const testDoors = testDoorsRaw === 'on';

  const trustProxyRaw = read('TRUST_PROXY');
  let trustProxy: false | number | string[] = false;
  if (trustProxyRaw !== undefined && trustProxyRaw !== 'false') {
    if (/^\d+$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
    else {
      trustProxy = trustProxyRaw.split(',').map((part) => part.trim()).filter(Boolean);
      if (trustProxy.some((part) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part))) problems.push(`TRUST_PROXY must be a hop count or addresses/CIDRs separated by commas (got "${trustProxyRaw}")`);
    }
  }

  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL with a host (its value is not shown: it may hold a password)');
  const mailFromRaw = read('MAIL_FROM');
  // Mail that really leaves must not come from the development sender.
  if (production && smtpUrl !== undefined && mailFromRaw === undefined) problems.push('MAIL_FROM is required in production when SMTP_URL is set');
  const mailFrom = mailFromRaw ?? DEV_MAIL_FROM;
  if (!MAIL_FROM_PATTERN.test(mailFrom)) problems.push(`MAIL_FROM must be an email address, optionally as "Name <address>" (got "${mailFrom}")`);
  const siteUrls: Record<string, string> = {};
  for (const pair of (read('MAIL_SITE_URLS') ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [key, url] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (!/^[a-z0-9-]+$/.test(key) || !isHttpUrl(url)) problems.push(`MAIL_SITE_URLS must be siteKey=http(s)://url pairs separated by commas (got "${pair}")`);
    else siteUrls[key] = url.replace(/\/+$/, '');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    host,
    databaseUrl,
    pgliteDir,
    jwtSecret: jwtSecret as string,
    twoFactorKey: twoFactorKey as string,
    opsToken: opsToken as string,
    remotesBaseUrl: remotesBaseUrl.replace(/\/+$/, ''),
    logLevel,
    signupLimitPerAddress,
    checkEmailLimitPerAddress,
    trustProxy,
    mail: { smtpUrl, from: mailFrom, siteUrls },
    prizeClaimThresholdCents,
    verificationDeadlineDays,
    sessionTimeoutSeconds,
    defaultCountryCode,
    passwordHashCost,
    testDoors,
  };
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
