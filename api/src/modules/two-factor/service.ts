import { createHash, randomInt, randomUUID } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { Database, Transaction } from '../../db/client';
import type { TwoFactorMethod } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Mailer } from '../outbox/mail/mailer';
import { twoFactorChangedMail } from '../outbox/mail/mails/two-factor-changed';
import type { OutboxService } from '../outbox/service';
import type { SiteRecord } from '../sites/site-record';
import { TWO_FACTOR_ERRORS } from './errors';
import { elevatedAt, insertCode, isDeviceRemembered, recordElevation, liveCodes, lockSettings, findSettings, forgetDevices, rememberDevice, spendCodes, spentCodeMatches, updateSettings } from './repository';
import type { CodePurpose, TwoFactorRow } from './repository';
import { CODE_LENGTH, EMAIL_CODE_TTL_MS, EMAIL_RESEND_MS, isCodeShaped, maskEmail, MAX_WRONG_CODES, REMEMBER_FOR_DAYS, STEP_UP_WINDOW_MS, TOTP_TOLERANCE_SECONDS } from './rules';
import type { SecretBox } from './secret-box';

/** The customer as two-factor needs it. */
export interface TwoFactorCustomer {
  id: string;
  email: string;
  firstname: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  method: TwoFactorMethod | null;
  rememberForDays: number;
  locked: boolean;
}

/** What a sign-in presents besides the password. */
export interface SecondFactorInput {
  otp?: string;
  deviceUuid?: string;
  rememberDevice?: boolean;
}

/** What checking a code found: `used` is a right code already accepted, which counts as no wrong code. */
type Outcome = 'ok' | 'used' | 'incorrect' | 'locked';

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

const hashCode = (customerId: string, code: string) => createHash('sha256').update(`${customerId}:${code}`).digest('hex');

/**
 * Two-factor authentication (groups spec §7, §8): an authenticator app (TOTP, otplib) or codes by
 * email. Every check of a code holds the customer's settings row lock and commits its outcome, so a
 * used authenticator step or email code is refused a second time and wrong codes are counted one by
 * one, even in parallel: the MAX_WRONG_CODES-th locks the account until support unlocks it.
 */
export function createTwoFactorService(db: Database, deps: { now: () => Date; secretBox: SecretBox; outbox: Pick<OutboxService, 'enqueue'>; mailer?: Pick<Mailer, 'send'> }) {
  const { now, secretBox, outbox } = deps;

  /** Whether `code` is right for the row's active (or pending) secret or its live emailed codes, spending it if so; `used` when it was right once already. */
  async function matchCode(tx: Transaction, row: TwoFactorRow, code: string, against: { method: TwoFactorMethod; pending?: boolean; purpose: CodePurpose }, at: Date): Promise<'ok' | 'used' | 'wrong'> {
    if (!isCodeShaped(code)) return 'wrong';
    if (against.method === 'authenticator') {
      const sealed = against.pending ? row.pendingSecret : row.secret;
      if (!sealed) return 'wrong';
      const verify = (afterTimeStep?: number) => verifySync({ secret: secretBox.open(sealed), token: code, epoch: Math.floor(at.getTime() / 1000), epochTolerance: TOTP_TOLERANCE_SECONDS, afterTimeStep });
      const result = verify(row.lastTimeStep ?? undefined);
      // A TOTP answer carries the step it matched; it becomes the floor for the next code.
      if (result.valid && 'timeStep' in result) {
        await updateSettings(tx, row.customerId, { lastTimeStep: result.timeStep });
        return 'ok';
      }
      // Refused only for its step being at or below the floor: a right code already accepted (a double submit, a retry).
      return row.lastTimeStep !== null && verify().valid ? 'used' : 'wrong';
    }
    const codeHash = hashCode(row.customerId, code);
    const codes = await liveCodes(tx, row.customerId, against.purpose, at);
    if (codes.some((each) => each.codeHash === codeHash)) {
      await spendCodes(tx, row.customerId, against.purpose, at);
      return 'ok';
    }
    return (await spentCodeMatches(tx, row.customerId, against.purpose, codeHash, at)) ? 'used' : 'wrong';
  }

  /**
   * Checks `code` under the settings row lock the caller holds and records the outcome: a right code clears the
   * wrong-code count, a wrong one adds to it (the MAX_WRONG_CODES-th locks), and a code already used changes nothing.
   */
  async function checkCode(tx: Transaction, row: TwoFactorRow, code: string, against: { method: TwoFactorMethod; pending?: boolean; purpose: CodePurpose }): Promise<Outcome> {
    if (row.lockedAt) return 'locked';
    const at = now();
    const matched = await matchCode(tx, row, code, against, at);
    if (matched === 'used') return 'used';
    if (matched === 'ok') {
      await updateSettings(tx, row.customerId, { failedAttempts: 0 });
      return 'ok';
    }
    const failedAttempts = row.failedAttempts + 1;
    const locked = failedAttempts >= MAX_WRONG_CODES;
    await updateSettings(tx, row.customerId, { failedAttempts, lockedAt: locked ? at : null });
    return locked ? 'locked' : 'incorrect';
  }

  function throwFor(outcome: Outcome): void {
    if (outcome === 'locked') throw new AppError(TWO_FACTOR_ERRORS.locked);
    if (outcome === 'incorrect') throw new AppError(TWO_FACTOR_ERRORS.incorrect);
    if (outcome === 'used') throw new AppError(TWO_FACTOR_ERRORS.used);
  }

  /** Emails a fresh code unless one went out less than EMAIL_RESEND_MS ago (that one still works). */
  async function sendEmailCode(tx: Transaction, customer: TwoFactorCustomer, site: SiteRecord, purpose: CodePurpose): Promise<void> {
    const at = now();
    const [newest] = await liveCodes(tx, customer.id, purpose, at);
    if (newest && at.getTime() - newest.createdAt.getTime() < EMAIL_RESEND_MS) return;
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const id = randomUUID();
    await insertCode(tx, { id, customerId: customer.id, purpose, codeHash: hashCode(customer.id, code), createdAt: at, expiresAt: new Date(at.getTime() + EMAIL_CODE_TTL_MS) });
    await outbox.enqueue(tx, {
      siteKey: site.key,
      to: customer.email,
      template: 'two-factor-code',
      firstname: customer.firstname,
      body: {
        subject: `Your ${site.name} code: ${code}`,
        paragraphs: [`Your ${site.name} verification code is ${code}. It works once, within ${EMAIL_CODE_TTL_MS / 60_000} minutes.`, 'If you did not try to sign in, change your password: someone else knows it.'],
        facts: [['Code', code]],
        actions: [{ label: 'Change your password', page: 'forgot-password' }],
      },
      dedupeKey: `two-factor-code:${id}`,
    });
  }

  const statusOf = (row: TwoFactorRow | null): TwoFactorStatus => ({ enabled: Boolean(row?.method), method: row?.method ?? null, rememberForDays: REMEMBER_FOR_DAYS, locked: Boolean(row?.lockedAt) });

  return {
    async status(customerId: string): Promise<TwoFactorStatus> {
      return statusOf(await findSettings(db, customerId));
    },

    /** Starts authenticator setup: a new secret (kept sealed as pending) and its otpauth URI as a QR code. */
    async startAuthenticator(customer: TwoFactorCustomer, site: SiteRecord): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
      const secret = generateSecret();
      await db.transaction(async (tx) => {
        const row = await lockSettings(tx, customer.id);
        if (row.method) throw new AppError(TWO_FACTOR_ERRORS.alreadyOn);
        await updateSettings(tx, customer.id, { pendingSecret: secretBox.seal(secret) });
      });
      const otpauthUrl = generateURI({ issuer: site.name, label: customer.email, secret });
      return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 2, width: 240 }) };
    },

    /** Sends a code to the customer's email to confirm the email method. */
    async startEmail(customer: TwoFactorCustomer, site: SiteRecord): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockSettings(tx, customer.id);
        if (row.method) throw new AppError(TWO_FACTOR_ERRORS.alreadyOn);
        await sendEmailCode(tx, customer, site, 'setup');
      });
    },

    /** Turns `method` on once the customer proves they receive its codes. */
    async confirm(customerId: string, method: TwoFactorMethod, code: string, familyId?: string): Promise<TwoFactorStatus> {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockSettings(tx, customerId);
        if (row.method) throw new AppError(TWO_FACTOR_ERRORS.alreadyOn);
        if (method === 'authenticator' && !row.pendingSecret) throw new AppError(TWO_FACTOR_ERRORS.noSetup);
        const checked = await checkCode(tx, row, code, { method, pending: true, purpose: 'setup' });
        if (checked === 'ok') {
          await updateSettings(tx, customerId, method === 'authenticator' ? { method, secret: row.pendingSecret, pendingSecret: null, enabledAt: now() } : { method, secret: null, pendingSecret: null, lastTimeStep: null, enabledAt: now() });
          await deps.mailer?.send(tx, customerId, twoFactorChangedMail, { on: true, at: now() });
          // The code just proved the new factor: this sign-in counts as elevated.
          if (familyId) await recordElevation(tx, familyId, customerId, now());
        }
        return checked;
      });
      throwFor(outcome);
      return this.status(customerId);
    },

    /** Turns two-factor off with a current code; remembered devices are forgotten. */
    async disable(customerId: string, code: string): Promise<TwoFactorStatus> {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockSettings(tx, customerId);
        if (!row.method) throw new AppError(TWO_FACTOR_ERRORS.notOn);
        const checked = await checkCode(tx, row, code, { method: row.method, purpose: 'sign_in' });
        if (checked === 'ok') {
          await updateSettings(tx, customerId, { method: null, secret: null, pendingSecret: null, lastTimeStep: null, enabledAt: null });
          await deps.mailer?.send(tx, customerId, twoFactorChangedMail, { on: false, at: now() });
          await forgetDevices(tx, customerId);
        }
        return checked;
      });
      throwFor(outcome);
      return this.status(customerId);
    },

    /**
     * Support's unlock after the customer proved who they are another way (`npm run ops -- two-factor unlock`):
     * clears the lockout and the wrong-code count; the method and its secret stay. False when it was not locked.
     */
    async unlock(customerId: string): Promise<{ wasLocked: boolean }> {
      return db.transaction(async (tx) => {
        const row = await findSettings(tx, customerId);
        if (!row?.lockedAt && !row?.failedAttempts) return { wasLocked: false };
        await updateSettings(tx, customerId, { lockedAt: null, failedAttempts: 0 });
        return { wasLocked: Boolean(row.lockedAt) };
      });
    },

    /** Records that sign-in `familyId` proved a second factor now (a sign-in with a code). */
    async markElevated(familyId: string, customerId: string): Promise<void> {
      await recordElevation(db, familyId, customerId, now());
    },

    /**
     * Whether a sensitive call of this sign-in may go ahead: yes when two-factor is off (there is no second
     * factor to prove), or when this sign-in proved it within STEP_UP_WINDOW_MS. Otherwise the 403 `REQUIRED`
     * (with `twoFactorAuth`) the shell answers with the elevation modal; an email code is sent for the email method.
     */
    async requireRecent(customer: TwoFactorCustomer, familyId: string, site: SiteRecord): Promise<void> {
      const settings = await findSettings(db, customer.id);
      if (!settings?.method) return;
      const at = await elevatedAt(db, familyId, customer.id);
      if (at && now().getTime() - at.getTime() < STEP_UP_WINDOW_MS) return;
      if (settings.lockedAt) throw new AppError(TWO_FACTOR_ERRORS.locked);
      if (settings.method === 'email') await this.sendSignInCode(customer, site);
      throw new AppError(TWO_FACTOR_ERRORS.stepUpRequired, [], { result: { twoFactorAuth: { method: settings.method, identifier: settings.method === 'email' ? maskEmail(customer.email) : site.name, rememberForDays: REMEMBER_FOR_DAYS } } });
    },

    /** Proves the second factor for sign-in `familyId` with a code (the elevation modal's submit). */
    async elevate(customerId: string, familyId: string, code: string): Promise<void> {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockSettings(tx, customerId);
        if (!row.method) throw new AppError(TWO_FACTOR_ERRORS.notOn);
        const checked = await checkCode(tx, row, code, { method: row.method, purpose: 'sign_in' });
        if (checked === 'ok') await recordElevation(tx, familyId, customerId, now());
        return checked;
      });
      throwFor(outcome);
    },

    /**
     * "Send me a code" for a signed-in action that asks for one (turning two-factor off, the step-up prompt): mails
     * a code for the email method (at most one a minute; the last one still works); the authenticator's codes come
     * from the app, so that method answers 409 `2fa_code_from_app` saying so.
     */
    async sendActionCode(customer: TwoFactorCustomer, site: SiteRecord): Promise<{ method: TwoFactorMethod; identifier: string }> {
      const settings = await findSettings(db, customer.id);
      if (!settings?.method) throw new AppError(TWO_FACTOR_ERRORS.notOn);
      if (settings.lockedAt) throw new AppError(TWO_FACTOR_ERRORS.locked);
      if (settings.method === 'authenticator') throw new AppError(TWO_FACTOR_ERRORS.fromApp, [], { result: { twoFactorAuth: { method: 'authenticator', identifier: site.name, rememberForDays: REMEMBER_FOR_DAYS } } });
      await this.sendSignInCode(customer, site);
      return { method: settings.method, identifier: maskEmail(customer.email) };
    },

    /** Sends a sign-in code by email now (the customer asked for one; at most one a minute). */
    async sendSignInCode(customer: TwoFactorCustomer, site: SiteRecord): Promise<void> {
      await db.transaction((tx) => sendEmailCode(tx, customer, site, 'sign_in'));
    },

    /**
     * The second factor of a sign-in whose password was right: nothing to do when two-factor is off or the
     * device is remembered; otherwise 401 `2fa_required` (with `twoFactorAuth`, and an emailed code for the
     * email method) when no code came, `2fa_incorrect` for a wrong one, 403 `2fa_account_locked` when locked.
     */
    async checkSignIn(customer: TwoFactorCustomer, site: SiteRecord, input: SecondFactorInput): Promise<{ proved: boolean }> {
      const settings = await findSettings(db, customer.id);
      if (!settings?.method) return { proved: false };
      if (settings.lockedAt) throw new AppError(TWO_FACTOR_ERRORS.locked);
      if (input.deviceUuid && (await isDeviceRemembered(db, customer.id, input.deviceUuid, now()))) return { proved: false };
      const method = settings.method;
      if (!input.otp) {
        if (method === 'email') await this.sendSignInCode(customer, site);
        throw new AppError(TWO_FACTOR_ERRORS.required, [], { result: { twoFactorAuth: { method, identifier: method === 'email' ? maskEmail(customer.email) : site.name, rememberForDays: REMEMBER_FOR_DAYS } } });
      }
      const otp = input.otp;
      const outcome = await db.transaction(async (tx) => {
        const row = await lockSettings(tx, customer.id);
        if (!row.method) return 'ok' as const;
        const checked = await checkCode(tx, row, otp, { method: row.method, purpose: 'sign_in' });
        if (checked === 'ok' && input.rememberDevice && input.deviceUuid) await rememberDevice(tx, customer.id, input.deviceUuid, new Date(now().getTime() + REMEMBER_FOR_DAYS * 86_400_000));
        return checked;
      });
      throwFor(outcome);
      return { proved: true };
    },
  };
}
