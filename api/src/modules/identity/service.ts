import { randomUUID } from 'node:crypto';
import type { Customer, LoginResult, RefreshResult, SignupRequest } from '@drawfront/shared/contract/customer';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { SiteRecord } from '../sites/repository';
import { hashPassword, verifyPassword } from './passwords';
import {
  clearFailures,
  failuresSince,
  findCustomerByEmail,
  findCustomerById,
  findRefreshToken,
  insertCustomer,
  insertRefreshToken,
  isFamilyRevoked,
  lockAccountAttempts,
  markRotated,
  pruneFailures,
  recordFailure,
  revokeFamily,
} from './repository';
import type { CustomerRow } from './repository';
import { signupErrors } from './signup-rules';
import { hashToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, signAccessToken, verifyAccessToken } from './tokens';
import type { AccessClaims } from './tokens';

/** Sign-in rate limits (ARCHITECTURE §4): failures allowed per window, per account and per client address. */
export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 } as const;

export interface IdentityOptions {
  jwtSecret: string;
  now: () => Date;
  /** The customer as `GET /v2/customer` answers it (balance from the ledger). */
  profile: (row: CustomerRow, site: SiteRecord) => Promise<Customer>;
  /** Called after a customer row is created, in the same transaction (opens the wallet). */
  onCustomerCreated?: (tx: Transaction, customer: CustomerRow, site: SiteRecord) => Promise<void>;
}

export type IdentityService = ReturnType<typeof createIdentityService>;

export function createIdentityService(db: Database, options: IdentityOptions) {
  const { jwtSecret, now, profile } = options;

  async function issueTokens(customerId: string, siteKey: string, familyId: string, deviceUuid: string): Promise<RefreshResult> {
    const at = now();
    const refreshToken = newRefreshToken();
    await insertRefreshToken(db, { customerId, tokenHash: hashToken(refreshToken), familyId, deviceUuid, createdAt: at, expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_MS) });
    const accessToken = await signAccessToken({ customerId, familyId, siteKey }, jwtSecret, at);
    return { accessToken, refreshToken, deviceUuid };
  }

  async function loginResult(row: CustomerRow, site: SiteRecord, deviceUuid: string | undefined): Promise<LoginResult> {
    const tokens = await issueTokens(row.id, site.key, randomUUID(), deviceUuid ?? randomUUID());
    return { customer: await profile(row, site), ...tokens };
  }

  /** Throws 429 when `subject` has used up its failures in the current window. */
  async function checkLimit(executor: Executor, scope: 'account' | 'address', subject: string, limit: number, at: Date): Promise<void> {
    const { count, oldest } = await failuresSince(executor, scope, subject, new Date(at.getTime() - LOGIN_LIMITS.windowMs));
    if (count < limit || oldest === null) return;
    const retryMs = oldest.getTime() + LOGIN_LIMITS.windowMs - at.getTime();
    const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
    throw new AppError(ERROR_CODES.tooManyAttempts, [minutes === 1 ? '1 minute' : `${minutes} minutes`], {
      result: { retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)), retryAt: new Date(at.getTime() + Math.max(0, retryMs)).toISOString() },
    });
  }

  return {
    async emailExists(site: SiteRecord, email: string): Promise<boolean> {
      return (await findCustomerByEmail(db, site.key, email.trim())) !== null;
    },

    async signup(site: SiteRecord, request: SignupRequest, deviceUuid?: string): Promise<LoginResult> {
      const errors = signupErrors(request, site.constants.minimumRegistrationAge, now());
      const first = Object.entries(errors)[0];
      if (first) throw new AppError(ERROR_CODES.validationFailed, ['body', `${first[0]}: ${first[1][0]}`], { errors });
      const passwordHash = await hashPassword(request.password);
      const row = await db.transaction(async (tx) => {
        const created = await insertCustomer(tx, {
          id: randomUUID(),
          siteKey: site.key,
          email: request.email.trim().toLowerCase(),
          passwordHash,
          firstname: request.firstname.trim(),
          lastname: request.lastname.trim(),
          dateOfBirth: request.dateOfBirth,
          state: request.state,
          emailOptIn: request.emailOptIn,
        });
        if (!created) throw new AppError(ERROR_CODES.emailTaken, [], { errors: { email: [ERROR_CODES.emailTaken.message] } });
        await options.onCustomerCreated?.(tx, created, site);
        return created;
      });
      return loginResult(row, site, deviceUuid);
    },

    /** Email and password sign-in, limited per account and per client address; the same 401 whether the email exists or not. */
    async login(site: SiteRecord, email: string, password: string, address: string, deviceUuid?: string): Promise<LoginResult> {
      const at = now();
      const account = `${site.key}:${email.trim().toLowerCase()}`;
      // One attempt per account at a time (a transaction-scoped advisory lock), so parallel guesses
      // cannot all pass the count before any failure is recorded.
      const outcome = await db.transaction(async (tx) => {
        await lockAccountAttempts(tx, account);
        await checkLimit(tx, 'address', address, LOGIN_LIMITS.perAddress, at);
        await checkLimit(tx, 'account', account, LOGIN_LIMITS.perAccount, at);
        const row = await findCustomerByEmail(tx, site.key, email.trim());
        if (!(await verifyPassword(row?.passwordHash ?? null, password)) || !row) {
          await recordFailure(tx, 'account', account, at);
          await recordFailure(tx, 'address', address, at);
          await pruneFailures(tx, new Date(at.getTime() - LOGIN_LIMITS.windowMs));
          // Returned, not thrown: the failure must commit.
          return null;
        }
        await clearFailures(tx, 'account', account);
        return row;
      });
      if (!outcome) throw new AppError(ERROR_CODES.invalidCredentials);
      return loginResult(outcome, site, deviceUuid);
    },

    /** Rotates a refresh token; presenting one that was already rotated revokes its whole family (a stolen copy is in use). */
    async refresh(site: SiteRecord, refreshToken: string): Promise<RefreshResult> {
      const at = now();
      const row = await findRefreshToken(db, hashToken(refreshToken));
      if (!row || row.revokedAt !== null || row.expiresAt <= at) throw new AppError(ERROR_CODES.invalidRefreshToken);
      const customer = await findCustomerById(db, row.customerId);
      if (customer?.siteKey !== site.key) throw new AppError(ERROR_CODES.invalidRefreshToken);
      if (row.rotatedAt !== null || !(await markRotated(db, row.id, at))) {
        await revokeFamily(db, row.familyId, at);
        throw new AppError(ERROR_CODES.refreshTokenReused);
      }
      return issueTokens(row.customerId, site.key, row.familyId, row.deviceUuid);
    },

    async logout(claims: AccessClaims): Promise<void> {
      await revokeFamily(db, claims.familyId, now());
    },

    /** The claims of a bearer token for `siteKey` whose sign-in is still live; throws 401 otherwise. */
    async authenticate(token: string, siteKey: string): Promise<AccessClaims> {
      if (token === '') throw new AppError(ERROR_CODES.unauthorised, ['send Authorization: Bearer <access token>']);
      let claims: AccessClaims;
      try {
        claims = await verifyAccessToken(token, jwtSecret, now());
      } catch (error) {
        throw new AppError(ERROR_CODES.unauthorised, [(error as Error).message]);
      }
      if (claims.siteKey !== siteKey) throw new AppError(ERROR_CODES.unauthorised, ['the access token belongs to another site']);
      if (await isFamilyRevoked(db, claims.familyId)) throw new AppError(ERROR_CODES.unauthorised, ['this sign-in has ended; sign in again']);
      return claims;
    },
  };
}
