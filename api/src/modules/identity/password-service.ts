import { randomUUID } from 'node:crypto';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { OutboxService } from '../outbox/service';
import type { SiteRecord } from '../sites/site-record';
import { IDENTITY_ERRORS, RateLimitError } from './errors';
import { findOneTimeToken, issueOneTimeToken, spendOneTimeToken } from './one-time-tokens-repository';
import { passwordChangedEmail, passwordResetEmail } from './password-messages';
import { createPasswordHasher } from './passwords';
import type { PasswordHasher } from './passwords';
import { LOGIN_LIMITS, PASSWORD_RESET_LIMITS } from './rate-limits';
import { attemptsSince, findCustomerByEmail, findCustomerById, lockAttempts, pruneAttempts, recordAttempt, revokeCustomerFamilies, updatePasswordHash } from './repository';
import type { CustomerRow } from './repository';
import type { IdentityService } from './service';
import type { SecondFactorInput } from './sign-in-gate';
import { passwordProblems } from './signup-rules';
import type { AccessClaims } from './tokens';

export interface PasswordOptions {
  now: () => Date;
  identity: Pick<IdentityService, 'admit' | 'renew' | 'countAttempt'>;
  outbox: Pick<OutboxService, 'enqueue'>;
  /** Hashes and checks passwords at the configured cost (PASSWORD_HASH_COST); absent, the standard cost. */
  passwordHasher?: PasswordHasher;
}

export type PasswordService = ReturnType<typeof createPasswordService>;

/** The path of the page a reset link opens (the forgot-password page with the token). */
export const RESET_PAGE_PATH = '/forgot-password';

function checkNewPassword(password: string, field: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new AppError(ERROR_CODES.validationFailed, ['body', `${field}: ${problems[0]}`], { errors: { [field]: problems } });
}

/**
 * Password recovery and changes (groups spec §7): forgot password by a single-use emailed link, the
 * signed-in change, and the forced change for flagged customers. Every new password ends the customer's
 * other sign-ins and sends a "password changed" mail, in the transaction that sets it.
 */
export function createPasswordService(db: Database, options: PasswordOptions) {
  const { now, identity, outbox } = options;
  const passwords = options.passwordHasher ?? createPasswordHasher();

  const changedMail = (row: Pick<CustomerRow, 'id' | 'email' | 'firstname'>, site: SiteRecord) => ({
    siteKey: site.key,
    to: row.email,
    template: 'password-changed',
    firstname: row.firstname,
    body: passwordChangedEmail({ siteName: site.name }),
    dedupeKey: `password-changed:${row.id}:${randomUUID()}`,
  });

  return {
    /**
     * Mails a reset link when `email` has an account on the site; answers the same either way (the
     * caller learns nothing about who has an account). Counts against the client address's limit.
     */
    async requestReset(site: SiteRecord, email: string, address: string, origin: string): Promise<void> {
      await identity.countAttempt('password_reset', address, PASSWORD_RESET_LIMITS.perAddress, PASSWORD_RESET_LIMITS.windowMs, IDENTITY_ERRORS.tooManyResetRequests);
      const at = now();
      await db.transaction(async (tx) => {
        const row = await findCustomerByEmail(tx, site.key, email.trim());
        // A closed account gets no link (it could not sign in with the new password), and the answer is the same.
        if (!row || row.closedAt) return;
        const token = await issueOneTimeToken(tx, row.id, 'password_reset', at);
        const link = `${origin}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
        await outbox.enqueue(tx, { siteKey: site.key, to: row.email, template: 'password-reset', firstname: row.firstname, body: passwordResetEmail({ siteName: site.name, link }), dedupeKey: `password-reset:${row.id}:${randomUUID()}` });
      });
    },

    /**
     * A reset link proves the customer reads their mail, no more: it goes through the sign-in gate like a
     * password, so with two-factor on it answers `2fa_required` and the link, its new password and every
     * sign-in stay as they were until a call brings the code. Then the link is spent, the password set,
     * every sign-in of the customer ends, and a new one starts.
     */
    async reset(site: SiteRecord, token: string, password: string, second: SecondFactorInput = {}): Promise<LoginResult> {
      checkNewPassword(password, 'password');
      const passwordHash = await passwords.hash(password);
      const customerId = await findOneTimeToken(db, token, 'password_reset', now());
      const found = customerId === null ? null : await findCustomerById(db, customerId);
      if (!found || found.siteKey !== site.key) throw new AppError(IDENTITY_ERRORS.resetLinkInvalid);
      return identity.admit(found, site, second, {
        commit: (customer) =>
          db.transaction(async (tx) => {
            const at = now();
            // Of two calls racing with one link, exactly one spends it.
            if ((await spendOneTimeToken(tx, token, 'password_reset', at)) === null) throw new AppError(IDENTITY_ERRORS.resetLinkInvalid);
            // Closed since the gate read it: the password stays as it was.
            if ((await findCustomerById(tx, customer.id))?.closedAt) throw new AppError(ERROR_CODES.accountClosed);
            await updatePasswordHash(tx, customer.id, passwordHash);
            await revokeCustomerFamilies(tx, customer.id, null, at);
            await outbox.enqueue(tx, changedMail(customer, site));
            return { ...customer, passwordHash, forcePasswordChange: false };
          }),
      });
    },

    /**
     * The signed-in change: the current password must match (a wrong one counts as a failed sign-in of
     * the account, so this call cannot be used to guess it); this sign-in stays, every other ends.
     */
    async change(site: SiteRecord, claims: AccessClaims, currentPassword: string, newPassword: string): Promise<void> {
      checkNewPassword(newPassword, 'newPassword');
      const passwordHash = await passwords.hash(newPassword);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const customer = await findCustomerById(tx, claims.customerId);
        if (!customer) throw new AppError(ERROR_CODES.unauthorised, ['the customer no longer exists']);
        const account = `${site.key}:${customer.email}`;
        await lockAttempts(tx, 'account', account);
        const since = new Date(at.getTime() - LOGIN_LIMITS.windowMs);
        const { count, oldest } = await attemptsSince(tx, 'account', account, since);
        if (count >= LOGIN_LIMITS.perAccount && oldest) throw new RateLimitError(IDENTITY_ERRORS.tooManyLogins, oldest.getTime() + LOGIN_LIMITS.windowMs - at.getTime(), at);
        if (!(await passwords.verify(customer.passwordHash, currentPassword))) {
          await recordAttempt(tx, 'account', account, at);
          await pruneAttempts(tx, ['account'], since);
          // Returned, not thrown: the failure must commit.
          return 'incorrect' as const;
        }
        await updatePasswordHash(tx, customer.id, passwordHash);
        await revokeCustomerFamilies(tx, customer.id, claims.familyId, at);
        await outbox.enqueue(tx, changedMail(customer, site));
        return 'changed' as const;
      });
      if (outcome === 'incorrect') throw new AppError(IDENTITY_ERRORS.currentPasswordIncorrect, [], { errors: { currentPassword: [IDENTITY_ERRORS.currentPasswordIncorrect.message] } });
    },

    /** The forced change of a flagged customer: clears the flag, ends every sign-in and starts a new one. */
    async forceChange(site: SiteRecord, claims: AccessClaims, password: string, deviceUuid?: string): Promise<LoginResult> {
      checkNewPassword(password, 'password');
      const passwordHash = await passwords.hash(password);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const customer = await findCustomerById(tx, claims.customerId);
        if (!customer) throw new AppError(ERROR_CODES.unauthorised, ['the customer no longer exists']);
        if (!customer.forcePasswordChange) throw new AppError(IDENTITY_ERRORS.passwordChangeNotRequired);
        await updatePasswordHash(tx, customer.id, passwordHash);
        await revokeCustomerFamilies(tx, customer.id, null, at);
        await outbox.enqueue(tx, changedMail(customer, site));
        return { ...customer, passwordHash, forcePasswordChange: false };
      });
      return identity.renew(row, site, claims, deviceUuid);
    },
  };
}
