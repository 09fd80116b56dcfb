import { randomUUID } from 'node:crypto';
import type { Customer, LoginResult } from '@drawfront/shared/contract/customer';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { SiteRecord } from '../sites/site-record';
import { insertRefreshToken } from './repository';
import type { CustomerRecord } from './customer-records';
import { hashToken, newRefreshToken, refreshTokenExpiry, signAccessToken } from './tokens';
import type { AccessClaims } from './tokens';

/** What a sign-in presents besides the proof of who it is: the two-factor code and the device. */
export interface SecondFactorInput {
  otp?: string;
  deviceUuid?: string;
  rememberDevice?: boolean;
}

/** The second factor of a customer who proved who they are: throws `2fa_required` and the like, or lets them through. */
export type SecondFactorCheck = (row: CustomerRecord, site: SiteRecord, input: SecondFactorInput) => Promise<{ proved: boolean }>;

export interface SignInGateOptions {
  jwtSecret: string;
  now: () => Date;
  profile: (row: CustomerRecord, site: SiteRecord) => Promise<Customer>;
  secondFactor?: SecondFactorCheck;
  onElevated?: (familyId: string, customerId: string) => Promise<void>;
  sessionTimeoutSeconds?: number;
}

/** What a way in adds around the gate. */
export interface Admission {
  /**
   * Spends the single-use proof that brought the customer here (a sign-in link, a follow-up token, a reset link
   * and its new password) once the second factor has passed, before the session starts; answers the customer as
   * they are now when it changed them. Spent only after the code, so a `2fa_required` answer leaves the proof usable.
   */
  commit?: (row: CustomerRecord) => Promise<CustomerRecord | void>;
  /** More for the `2fa_required` answer's `result` (a follow-up token the call with the code must bring). */
  onSecondFactorRequired?: () => Promise<Record<string, unknown>>;
}

export type SignInGate = ReturnType<typeof createSignInGate>;

/** Stores a new refresh token of `familyId` and returns it (the database keeps only its hash). */
export async function storeRefreshToken(executor: Executor, customerId: string, familyId: string, deviceUuid: string, at: Date, sessionTimeoutSeconds?: number): Promise<string> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(executor, { customerId, tokenHash: hashToken(refreshToken), familyId, deviceUuid, createdAt: at, expiresAt: refreshTokenExpiry(at, sessionTimeoutSeconds) });
  return refreshToken;
}

/**
 * The one gate every way in ends at (password, reset link, sign-in and transfer links, social sign-in, sign-up):
 * it turns "this customer proved who they are" into either a session or the second factor's answer
 * (`2fa_required`, `2fa_incorrect`, `2fa_code_used`, `2fa_account_locked`). Nothing else in the API starts a
 * sign-in, so a new way in cannot forget the second factor.
 */
export function createSignInGate(db: Database, options: SignInGateOptions) {
  const { jwtSecret, now, profile } = options;

  async function startSession(row: CustomerRecord, site: SiteRecord, deviceUuid: string, elevated: boolean): Promise<LoginResult> {
    const at = now();
    const familyId = randomUUID();
    // A new family: no other request knows it yet, so its first token needs no lock.
    const refreshToken = await storeRefreshToken(db, row.id, familyId, deviceUuid, at, options.sessionTimeoutSeconds);
    if (elevated) await options.onElevated?.(familyId, row.id);
    const accessToken = await signAccessToken({ customerId: row.id, familyId, siteKey: site.key }, jwtSecret, at);
    return { customer: await profile(row, site), accessToken, refreshToken, deviceUuid };
  }

  async function secondFactor(row: CustomerRecord, site: SiteRecord, input: SecondFactorInput, admission: Admission): Promise<boolean> {
    try {
      return (await options.secondFactor?.(row, site, input))?.proved ?? false;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== '2fa_required' || !admission.onSecondFactorRequired) throw error;
      const more = await admission.onSecondFactorRequired();
      throw new AppError({ code: error.code, status: error.statusCode, message: error.message }, [], { result: { ...(error.result as object), ...more } });
    }
  }

  return {
    /** A customer who proved who they are: through the second factor (when on), then `commit`, then a new session. */
    async admit(row: CustomerRecord, site: SiteRecord, input: SecondFactorInput = {}, admission: Admission = {}): Promise<LoginResult> {
      // A closed account starts no sign-in, and is never sent a sign-in code.
      if (row.closedAt) throw new AppError(ERROR_CODES.accountClosed);
      const proved = await secondFactor(row, site, input, admission);
      const admitted = (await admission.commit?.(row)) ?? row;
      return startSession(admitted, site, input.deviceUuid ?? randomUUID(), proved);
    },

    /**
     * A sign-in that already passed the gate starting over as a new one (a forced password change ends every
     * sign-in, its own too): the customer proved who they are when `from` began, so no code is asked again.
     */
    async renew(row: CustomerRecord, site: SiteRecord, from: AccessClaims, deviceUuid?: string): Promise<LoginResult> {
      if (row.closedAt) throw new AppError(ERROR_CODES.accountClosed);
      if (row.id !== from.customerId || site.key !== from.siteKey) throw new AppError(ERROR_CODES.unauthorised, ['the sign-in belongs to another customer']);
      return startSession(row, site, deviceUuid ?? randomUUID(), false);
    },
  };
}
