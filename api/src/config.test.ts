import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has development defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, host: '127.0.0.1', databaseUrl: undefined, opsToken: 'dev-ops-token', remotesBaseUrl: 'http://127.0.0.1:3001', logLevel: 'info' });
    expect(config).toMatchObject({ signupLimitPerAddress: 10, checkEmailLimitPerAddress: 30 });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Drawfront <no-reply@drawfront.localhost>', siteUrls: {} });
    expect(config.pgliteDir).toMatch(/\.data[/\\]pglite$/);
    expect(config.jwtSecret.length).toBeGreaterThan(16);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://user@db:5432/drawfront',
      PGLITE_DIR: '/var/lib/drawfront',
      JWT_SECRET: 'jwt',
      TWO_FACTOR_KEY: '2fa',
      OPS_TOKEN: 'ops',
      REMOTES_BASE_URL: 'https://cdn.example.org/',
      LOG_LEVEL: 'warn',
      SIGNUP_LIMIT_PER_ADDRESS: '100',
      CHECK_EMAIL_LIMIT_PER_ADDRESS: '300',
      TRUST_PROXY: '10.0.0.0/8, 172.16.0.1',
      SMTP_URL: 'smtp://mailer:secret@mail:1025',
      MAIL_FROM: 'Drawfront <hello@drawfront.example>',
      PRIZE_CLAIM_THRESHOLD_CENTS: '1000000',
      VERIFICATION_DEADLINE_DAYS: '30',
      SESSION_TIMEOUT_SECONDS: '1800',
      DEFAULT_COUNTRY_CODE: 'nz',
      PASSWORD_HASH_COST: 'minimal',
      TEST_DOORS: 'off',
    });
    expect(config).toEqual({
      nodeEnv: 'test',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://user@db:5432/drawfront',
      pgliteDir: '/var/lib/drawfront',
      jwtSecret: 'jwt',
      twoFactorKey: '2fa',
      opsToken: 'ops',
      remotesBaseUrl: 'https://cdn.example.org',
      logLevel: 'warn',
      signupLimitPerAddress: 100,
      checkEmailLimitPerAddress: 300,
      trustProxy: ['10.0.0.0/8', '172.16.0.1'],
      mail: { smtpUrl: 'smtp://mailer:secret@mail:1025', from: 'Drawfront <hello@drawfront.example>', siteUrls: {} },
      prizeClaimThresholdCents: 1_000_000,
      verificationDeadlineDays: 30,
      sessionTimeoutSeconds: 1800,
      defaultCountryCode: 'NZ',
      passwordHashCost: 'minimal',
      testDoors: false,
    });
  });

  it('defaults the session timeout to the spec’s 3600 s and the visitor’s country to AU', () => {
    expect(loadConfig({})).toMatchObject({ sessionTimeoutSeconds: 3600, defaultCountryCode: 'AU' });
    expect(() => loadConfig({ SESSION_TIMEOUT_SECONDS: '0' })).toThrow('SESSION_TIMEOUT_SECONDS must be a positive integer');
    expect(() => loadConfig({ DEFAULT_COUNTRY_CODE: 'Australia' })).toThrow('DEFAULT_COUNTRY_CODE must be a two-letter country code');
  });

  it('hashes passwords at the standard argon2id cost unless a test run asks for the minimal one, which production refuses', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ PASSWORD_HASH_COST: 'minimal' }).passwordHashCost).toBe('minimal');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow('PASSWORD_HASH_COST must be standard or minimal (got "cheap")');
    const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), TWO_FACTOR_KEY: 't'.repeat(32), OPS_TOKEN: 'o'.repeat(16) };
    expect(loadConfig(production).passwordHashCost).toBe('standard');
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'minimal' })).toThrow('PASSWORD_HASH_COST must be standard in production');
  });

  it('reads TRUST_PROXY as a hop count, or as off', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow('TRUST_PROXY must be a hop count or addresses/CIDRs separated by commas (got "the load balancer")');
  });

  it('fails fast listing every missing or invalid variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'eighty', DATABASE_URL: 'mysql://x', REMOTES_BASE_URL: 'not a url', LOG_LEVEL: 'loud', SIGNUP_LIMIT_PER_ADDRESS: '0', CHECK_EMAIL_LIMIT_PER_ADDRESS: 'lots' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      'PORT must be an integer from 0 to 65535 (got "eighty")',
      'DATABASE_URL must be a postgres:// or postgresql:// connection string',
      'JWT_SECRET is required in production',
      'TWO_FACTOR_KEY is required in production',
      'OPS_TOKEN is required in production',
      'REMOTES_BASE_URL must be an http(s) URL (got "not a url")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'SIGNUP_LIMIT_PER_ADDRESS must be a positive integer (got "0")',
      'CHECK_EMAIL_LIMIT_PER_ADDRESS must be a positive integer (got "lots")',
    ]);
    expect(message).toContain('Invalid configuration');
  });

  it('refuses weak secrets and the development ops token in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', TWO_FACTOR_KEY: 'short', OPS_TOKEN: 'dev-ops-token' })).toThrow(
      /JWT_SECRET must be at least 32[\s\S]*TWO_FACTOR_KEY must be at least 32[\s\S]*OPS_TOKEN must be at least 16/,
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'z'.repeat(32), OPS_TOKEN: 'y'.repeat(16) }).nodeEnv).toBe('production');
  });

  it('keeps two-factor secrets under their own key in production, and under JWT_SECRET in development', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'x'.repeat(32), OPS_TOKEN: 'y'.repeat(16) })).toThrow('TWO_FACTOR_KEY must differ from JWT_SECRET in production');
    expect(loadConfig({ JWT_SECRET: 'development secret' }).twoFactorKey).toBe('development secret');
  });

  it('refuses a mail server that is not SMTP without echoing its password, and a sender that is not an address', () => {
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: 'https://user:hunter2@mail.example', MAIL_FROM: 'Drawfront\r\nBcc: everyone@example.com' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL with a host (its value is not shown: it may hold a password)',
      'MAIL_FROM must be an email address, optionally as "Name <address>" (got "Drawfront\r\nBcc: everyone@example.com")',
    ]);
    expect((error as ConfigError).message).not.toContain('hunter2');
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example:465', MAIL_FROM: 'no-reply@drawfront.example' }).mail).toEqual({ smtpUrl: 'smtps://mail.example:465', from: 'no-reply@drawfront.example', siteUrls: {} });
  });

  it('needs a real sender in production when mail goes out by SMTP', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: 'z'.repeat(32), OPS_TOKEN: 'y'.repeat(16), SMTP_URL: 'smtp://mail:1025' };
    expect(() => loadConfig(production)).toThrow('MAIL_FROM is required in production when SMTP_URL is set');
    expect(loadConfig({ ...production, MAIL_FROM: 'Drawfront <no-reply@drawfront.example>' }).mail.from).toBe('Drawfront <no-reply@drawfront.example>');
  });

  it('refuses an unknown NODE_ENV', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow('NODE_ENV must be development, production or test (got "staging")');
  });
});
