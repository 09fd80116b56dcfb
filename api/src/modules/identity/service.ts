import { randomUUID } from 'node:crypto';
import type { Customer, LoginResult, RefreshResult, SignupAddress, SignupRequest } from '@drawfront/shared/contract/customer';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { ErrorDefinition } from '../../errors/error-codes';
import type { SiteRecord } from '../sites/site-record';
import { IDENTITY_ERRORS, RateLimitError } from './errors';
import { createPasswordHasher } from './passwords';
import type { PasswordHasher } from './passwords';
import { CHECK_EMAIL_LIMITS, LOGIN_LIMITS, SIGNUP_LIMITS } from './rate-limits';
import type { LimitScope } from './rate-limits';
import {
  attemptsSince,
  clearAttempts,
  findCustomerByEmail,
  findCustomerById,
  findRefreshToken,
  insertCustomer,
  standingFamily,
  lockAttempts,
  lockFamily,
  markRotated,
  pruneAttempts,
  recordAttempt,
  revokeFamily,
} from './repository';
import type { CustomerRow } from './repository';
import type { CustomerRecord } from './customer-records';
import { signupAddressErrors, signupErrors } from './signup-rules';
import { createSignInGate, storeRefreshToken } from './sign-in-gate';
import type { Admission, SecondFactorCheck, SecondFactorInput } from './sign-in-gate';
import { hashToken, signAccessToken, verifyAccessToken } from './tokens';
import type { AccessClaims, SignedIn } from './tokens';

export interface IdentityOptions {
  jwtSecret: string;
  now: () => Date;
  /** Hashes and checks passwords at the configured cost (PASSWORD_HASH_COST); absent, the standard cost. */
  passwordHasher?: PasswordHasher;
  /** The customer as `GET /v2/customer` answers it (balance from the ledger). */
  profile: (row: CustomerRecord, site: SiteRecord) => Promise<Customer>;
  /**
   * Called after a customer row is created, in the same transaction (opens the wallet, keeps the address given at
   * sign-up with the country it is in).
   */
  onCustomerCreated?: (tx: Transaction, customer: CustomerRow, site: SiteRecord, given?: { address: SignupAddress; country: string }) => Promise<void>;
  /**
   * The second factor of a sign-in whose password was right (the two-factor module): throws its
   * `2fa_required` / `2fa_incorrect` / `2fa_account_locked`, or lets the sign-in through.
   */
  secondFactor?: SecondFactorCheck;
  /** Called with a new sign-in that proved a second factor as it began (it may make sensitive calls for a while). */
  onElevated?: (familyId: string, customerId: string) => Promise<void>;
  /** Attempts allowed per client address and window (rate-limits.ts has the defaults and the windows). */
  limits?: { signupPerAddress?: number; checkEmailPerAddress?: number };
  /** A sign-in unused this long ends: its refresh token expires (config SESSION_TIMEOUT_SECONDS); absent, 30 days. */
  sessionTimeoutSeconds?: number;
}

export type IdentityService = ReturnType<typeof createIdentityService>;

export function createIdentityService(db: Database, options: IdentityOptions) {
  const { jwtSecret, now } = options;
  const passwords = options.passwordHasher ?? createPasswordHasher();
  const signupPerAddress = options.limits?.signupPerAddress ?? SIGNUP_LIMITS.perAddress;
  const checkEmailPerAddress = options.limits?.checkEmailPerAddress ?? CHECK_EMAIL_LIMITS.perAddress;

  // Every sign-in this service and the other ways in start goes through this gate (sign-in-gate.ts).
  const gate = createSignInGate(db, options);

  /** Throws a 429 RateLimitError when `subject` has used up its `limit` in the window before `at`. */
  async function checkLimit(
    executor: Executor,
    limit: { scope: LimitScope; subject: string; max: number; windowMs: number; error: ErrorDefinition },
    at: Date,
  ): Promise<void> {
    const { count, oldest } = await attemptsSince(executor, limit.scope, limit.subject, new Date(at.getTime() - limit.windowMs));
    if (count < limit.max || oldest === null) return;
    throw new RateLimitError(limit.error, oldest.getTime() + limit.windowMs - at.getTime(), at);
  }

  /**
   * Counts one attempt of `address` against a per-address limit, or throws its 429 having recorded
   * nothing. Attempts of one address take turns (an advisory lock), so a burst lets exactly `max` through.
   */
  async function countAttempt(scope: 'signup' | 'check_email' | 'password_reset', address: string, max: number, windowMs: number, error: ErrorDefinition): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      await lockAttempts(tx, scope, address);
      await checkLimit(tx, { scope, subject: address, max, windowMs, error }, at);
      await recordAttempt(tx, scope, address, at);
      await pruneAttempts(tx, [scope], new Date(at.getTime() - windowMs));
    });
  }

  /** The new customer's row (email taken → `email_taken`), then the site's on-creation hook, in the caller's transaction. */
  async function createCustomer(tx: Transaction, site: SiteRecord, request: Omit<SignupRequest, 'password'>, passwordHash: string | null, country = 'AU'): Promise<CustomerRow> {
    const created = await insertCustomer(tx, {
      id: randomUUID(),
      siteKey: site.key,
      email: request.email.trim().toLowerCase(),
      passwordHash,
      firstname: request.firstname.trim(),
      lastname: request.lastname.trim(),
      dateOfBirth: request.dateOfBirth,
      // A British customer's county (which they may leave out) is kept where an Australian's state is.
      state: request.address?.county.trim() || request.state,
      emailOptIn: request.emailOptIn,
      // The caller passes the site in the sign-up's sub-variant currency (`signUpSite`): the customer keeps it for good.
      currency: site.currency,
      // The clock's sign-up time, not the database's: the verification deadline counts from it.
      createdAt: now(),
    });
    if (!created) throw new AppError(ERROR_CODES.emailTaken, [], { errors: { email: [ERROR_CODES.emailTaken.message] } });
    await options.onCustomerCreated?.(tx, created, site, request.address ? { address: request.address, country } : undefined);
    return created;
  }

  return {
    /** The one gate of every way in (sign-in-gate.ts): the second factor when on, then the way in's `commit`, then a session. */
    admit: gate.admit,

    /** A sign-in that passed the gate starting over as a new one (a forced password change). */
    renew: gate.renew,

    /** Counts one attempt of a per-address limit, or throws its 429 having recorded nothing. */
    countAttempt,

    /** Whether `email` has an account on the site; every call counts against the client address's limit (it reveals accounts). */
    async emailExists(site: SiteRecord, email: string, address: string): Promise<boolean> {
      await countAttempt('check_email', address, checkEmailPerAddress, CHECK_EMAIL_LIMITS.windowMs, IDENTITY_ERRORS.tooManyEmailChecks);
      return (await findCustomerByEmail(db, site.key, email.trim())) !== null;
    },

    /** The customer with `email` on the site, or null (for sign-ins that prove an email another way). */
    customerByEmail: (site: SiteRecord, email: string): Promise<CustomerRow | null> => findCustomerByEmail(db, site.key, email.trim()),

    /** Creates an account; every attempt (created, refused by the rules, email taken) counts against the client address's limit. */
    /** `country`: the sub-variant's, whose rules the address given (or required) at sign-up follows. */
    async signup(site: SiteRecord, request: SignupRequest, address: string, deviceUuid?: string, country = 'AU'): Promise<LoginResult> {
      await countAttempt('signup', address, signupPerAddress, SIGNUP_LIMITS.windowMs, IDENTITY_ERRORS.tooManySignups);
      const errors = { ...signupErrors(request, site.constants.minimumRegistrationAge, now()), ...signupAddressErrors(request.address, country) };
      const first = Object.entries(errors)[0];
      if (first) throw new AppError(ERROR_CODES.validationFailed, ['body', `${first[0]}: ${first[1][0]}`], { errors });
      const passwordHash = await passwords.hash(request.password);
      const row = await db.transaction((tx) => createCustomer(tx, site, request, passwordHash, country));
      return gate.admit(row, site, { deviceUuid });
    },

    /**
     * Creates an account without a password (a sign-up with Apple or Google: the provider proved the email).
     * Counted against the address's sign-up limit and checked by the same rules, less the password's;
     * `linked` runs in the same transaction, so the account exists only with its identity linked.
     */
    async signupWithoutPassword(
      site: SiteRecord,
      request: Omit<SignupRequest, 'password'>,
      address: string,
      linked: (tx: Transaction, customer: CustomerRow) => Promise<void>,
      deviceUuid?: string,
      country = 'AU',
    ): Promise<LoginResult> {
      await countAttempt('signup', address, signupPerAddress, SIGNUP_LIMITS.windowMs, IDENTITY_ERRORS.tooManySignups);
      const { password: _password, ...rest } = signupErrors({ ...request, password: '' }, site.constants.minimumRegistrationAge, now());
      // A British sign-up gives its postal address however it signs up (email, Apple or Google).
      const errors = { ...rest, ...signupAddressErrors(request.address, country) };
      const first = Object.entries(errors)[0];
      if (first) throw new AppError(ERROR_CODES.validationFailed, ['body', `${first[0]}: ${first[1][0]}`], { errors });
      const row = await db.transaction(async (tx) => {
        const created = await createCustomer(tx, site, request, null, country);
        await linked(tx, created);
        return created;
      });
      return gate.admit(row, site, { deviceUuid });
    },

    /**
     * Email and password sign-in, limited per account and per client address; the same 401 whether the email exists
     * or not. A right password goes through the gate (`admission` is a caller's commit, as linking a social identity).
     */
    async login(site: SiteRecord, email: string, password: string, address: string, deviceUuid?: string, second: Omit<SecondFactorInput, 'deviceUuid'> = {}, admission: Admission = {}): Promise<LoginResult> {
      const at = now();
      const account = `${site.key}:${email.trim().toLowerCase()}`;
      // One attempt per client address and per account at a time (transaction-scoped advisory locks,
      // address first), so parallel guesses cannot all pass either count before a failure is recorded.
      const outcome = await db.transaction(async (tx) => {
        await lockAttempts(tx, 'address', address);
        await lockAttempts(tx, 'account', account);
        const { windowMs } = LOGIN_LIMITS;
        await checkLimit(tx, { scope: 'address', subject: address, max: LOGIN_LIMITS.perAddress, windowMs, error: IDENTITY_ERRORS.tooManyLogins }, at);
        await checkLimit(tx, { scope: 'account', subject: account, max: LOGIN_LIMITS.perAccount, windowMs, error: IDENTITY_ERRORS.tooManyLogins }, at);
        const row = await findCustomerByEmail(tx, site.key, email.trim());
        if (!(await passwords.verify(row?.passwordHash ?? null, password)) || !row) {
          await recordAttempt(tx, 'account', account, at);
          await recordAttempt(tx, 'address', address, at);
          await pruneAttempts(tx, ['account', 'address'], new Date(at.getTime() - windowMs));
          // Returned, not thrown: the failure must commit.
          return null;
        }
        await clearAttempts(tx, 'account', account);
        return row;
      });
      if (!outcome) throw new AppError(ERROR_CODES.invalidCredentials);
      return gate.admit(outcome, site, { ...second, deviceUuid }, admission);
    },

    /**
     * Rotates a refresh token; presenting one that was already rotated revokes its whole family (a
     * stolen copy is in use). The check, the rotation and the new token are one transaction under the
     * family's lock, so a reuse racing a rotation also revokes the token that rotation issued.
     */
    async refresh(site: SiteRecord, refreshToken: string): Promise<RefreshResult> {
      const at = now();
      const tokenHash = hashToken(refreshToken);
      const found = await findRefreshToken(db, tokenHash);
      // A revoked or expired token stays so: refused without taking the family's lock.
      if (!found || found.revokedAt !== null || found.expiresAt <= at) throw new AppError(ERROR_CODES.invalidRefreshToken);
      const outcome = await db.transaction(async (tx) => {
        await lockFamily(tx, found.familyId);
        // Read again under the lock: a rotation or revocation that committed meanwhile is seen now.
        const row = await findRefreshToken(tx, tokenHash);
        if (!row || row.revokedAt !== null || row.expiresAt <= at) return 'invalid' as const;
        const owner = await findCustomerById(tx, row.customerId);
        // Closing revokes every token; this also refuses one that a closure raced.
        if (owner?.siteKey !== site.key || owner.closedAt) return 'invalid' as const;
        if (row.rotatedAt !== null) {
          await revokeFamily(tx, row.familyId, at);
          // Returned, not thrown: the revocation must commit.
          return 'reused' as const;
        }
        await markRotated(tx, row.id, at);
        return { row, refreshToken: await storeRefreshToken(tx, row.customerId, row.familyId, row.deviceUuid, at, options.sessionTimeoutSeconds) };
      });
      if (outcome === 'invalid') throw new AppError(ERROR_CODES.invalidRefreshToken);
      if (outcome === 'reused') throw new AppError(ERROR_CODES.refreshTokenReused);
      const { row } = outcome;
      const accessToken = await signAccessToken({ customerId: row.customerId, familyId: row.familyId, siteKey: site.key }, jwtSecret, at);
      return { accessToken, refreshToken: outcome.refreshToken, deviceUuid: row.deviceUuid };
    },

    async logout(claims: AccessClaims): Promise<void> {
      await db.transaction((tx) => revokeFamily(tx, claims.familyId, now()));
    },

    /** The claims of a bearer token for `siteKey` whose sign-in is still live; throws 401 otherwise. */
    async authenticate(token: string, siteKey: string): Promise<SignedIn> {
      if (token === '') throw new AppError(ERROR_CODES.unauthorised, ['send Authorization: Bearer <access token>']);
      let claims: AccessClaims;
      try {
        claims = await verifyAccessToken(token, jwtSecret, now());
      } catch (error) {
        throw new AppError(ERROR_CODES.unauthorised, [(error as Error).message]);
      }
      if (claims.siteKey !== siteKey) throw new AppError(ERROR_CODES.unauthorised, ['the access token belongs to another site']);
      const standing = await standingFamily(db, claims.familyId);
      if (!standing) throw new AppError(ERROR_CODES.unauthorised, ['this sign-in has ended; sign in again']);
      return { ...claims, currency: standing.currency };
    },
  };
}
