import { randomUUID } from 'node:crypto';
import type { NewBankAccount, Withdrawal, WithdrawalAccount, WithdrawalList, WithdrawalMethod } from '@drawfront/shared/contract/withdrawals';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { formatMoney } from '@drawfront/shared/format/money';
import { MAX_AMOUNT_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { accountNumberHint, checkBankAccount } from '@drawfront/shared/rules/bank-account';
import type { Database } from '../../db/client';
import type { Mailer } from '../outbox/mail/mailer';
import { withdrawalRequestedMail } from '../outbox/mail/mails/withdrawal-requested';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { requestHash } from '../../lib/request-hash';
import { keepAnswer, priorAnswer } from '../idempotency/service';
import { holdWithdrawal, lockOrOpenWallet, NotWithdrawable, releaseWithdrawal } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import { withdrawalChecks } from './checks';
import type { WithdrawalCheck } from './checks';
import { WITHDRAWAL_ERRORS } from './errors';
import { findAccount, findAccountById, findWithdrawal, findWithdrawalByTransaction, hasUnsettledWithdrawal, insertAccount, insertWithdrawal, listAccounts, listWithdrawals, markAccountRemoved, updateWithdrawal } from './repository';
import type { WithdrawalAccountRecord, WithdrawalRecord } from './repository';

const MESSAGE_LOCALES: Readonly<Record<string, string>> = { AUD: 'en-AU', GBP: 'en-GB', NZD: 'en-NZ', USD: 'en-US', EUR: 'en-IE' };
const LIST_LIMIT = 20;

export function toAccount(row: WithdrawalAccountRecord): WithdrawalAccount {
  return { id: row.id, methodCode: 'tt', type: row.type, bankCode: row.bankCode, accountNumberHint: accountNumberHint(row.type, row.accountNumber), accountName: row.accountName };
}

export function toWithdrawal(row: WithdrawalRecord, account: WithdrawalAccountRecord): Withdrawal {
  return {
    id: row.id,
    status: row.status,
    amount: { amount: Number(row.amountCents), currency: row.currency },
    account: toAccount(account),
    transactionId: row.holdTransactionId,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** What an Idempotency-Key of a withdrawal request holds: the withdrawal it made. */
interface WithdrawalKey {
  withdrawalId: string;
}

export interface WithdrawalBody {
  fundId: string;
  amount: number;
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * Withdrawal accounts and requests. A request holds the money in the ledger at once (wallet →
 * withdrawal_holds) under the wallet lock; the payout job (`payout-job.ts`) pays it out or releases it.
 * `checks` are the identity gates (see `checks.ts`): the verification deadline's.
 */
export function createWithdrawalService(db: Database, options: { now: () => Date; checks?: readonly WithdrawalCheck[]; mailer?: Pick<Mailer, 'send'> }) {
  const { now } = options;
  const checks = options.checks ?? [];

  async function answer(row: WithdrawalRecord): Promise<Withdrawal> {
    return toWithdrawal(row, await findAccountById(db, row.accountId));
  }

  return {
    /**
     * `POST /funds/bank-account`: a bank account or PayID, checked by the shared rule for the customer's `country`
     * (a sort code in Britain, a BSB or PayID in Australia); field errors under the API's names.
     */
    async addAccount(customerId: string, body: NewBankAccount, country = 'AU'): Promise<WithdrawalAccount> {
      const checked = checkBankAccount(body, country);
      if (!checked.ok) {
        const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [field, [message]]));
        const first = Object.entries(checked.errors)[0]!;
        throw new AppError(ERROR_CODES.validationFailed, ['body', `${first[0]}: ${first[1]}`], { errors });
      }
      const { account } = checked;
      const row = await insertAccount(db, { id: randomUUID(), customerId, type: account.type, bankCode: account.bankCode, accountNumber: account.accountNumber, accountName: account.accountName, createdAt: now() });
      return toAccount(row);
    },

    /** `GET /withdrawal_methods`: the one withdrawal method (bank transfer, code tt) with the customer's accounts. */
    async methods(customerId: string): Promise<WithdrawalMethod[]> {
      return [{ code: 'tt', funds: (await listAccounts(db, customerId)).filter((account) => account.removedAt === null).map(toAccount) }];
    },

    /**
     * `DELETE /funds/{id}` for a bank account or PayID: no longer offered, while past withdrawals still show it.
     * Refused while a withdrawal to it is unpaid. Under the wallet lock, like a request, so none can start meanwhile.
     * False when it is not one of the customer's accounts (it may be a card: the funds module's).
     */
    async removeAccount(customerId: string, site: SiteRecord, accountId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockOrOpenWallet(tx, customerId, site.currency);
        const account = await findAccount(tx, customerId, accountId);
        if (!account) return false;
        if (await hasUnsettledWithdrawal(tx, account.id)) throw new AppError(WITHDRAWAL_ERRORS.accountInUse, []);
        await markAccountRemoved(tx, account.id, now());
        return true;
      });
    },

    /**
     * `POST /withdrawals`: under the wallet lock, checks the identity gates and the amount against what is
     * withdrawable now, holds it in the ledger and records the withdrawal, pending the payout job. A retry
     * with the same Idempotency-Key and body answers the same withdrawal; another body is refused.
     */
    async request(site: SiteRecord, customerId: string, idempotencyKey: string, body: WithdrawalBody): Promise<{ withdrawal: Withdrawal; replayed: boolean }> {
      const hash = requestHash('withdrawal', body);
      const { id, replayed } = await db.transaction(async (tx) => {
        await lockOrOpenWallet(tx, customerId, site.currency);
        const prior = await priorAnswer<WithdrawalKey>(tx, customerId, idempotencyKey, hash);
        if (prior) return { id: prior.response.withdrawalId, replayed: true };
        await withdrawalChecks(checks, tx, { customerId, site, amount: body.amount });
        const account = await findAccount(tx, customerId, body.fundId);
        if (!account) throw new AppError(WITHDRAWAL_ERRORS.accountNotFound, [body.fundId]);
        const at = now();
        const withdrawalId = randomUUID();
        // The ledger checks the amount against what is withdrawable (credit is not cash) under the lock held here.
        const hold = await holdWithdrawal(tx, { customerId, amount: body.amount, currency: site.currency, reference: withdrawalId, at }).catch((error: unknown) => {
          if (!(error instanceof NotWithdrawable)) throw error;
          const message = fillTemplate(MAX_AMOUNT_MESSAGE, { amount: formatMoney(error.withdrawable, site.currency, MESSAGE_LOCALES[site.currency] ?? site.locale) });
          throw new AppError(ERROR_CODES.validationFailed, ['body', `amount: ${message}`], { errors: { amount: [message] } });
        });
        await insertWithdrawal(tx, {
          id: withdrawalId,
          customerId,
          siteKey: site.key,
          accountId: account.id,
          amountCents: body.amount,
          currency: site.currency,
          status: 'pending',
          holdTransactionId: hold.transactionId,
          createdAt: at,
          updatedAt: at,
        });
        await keepAnswer<WithdrawalKey>(tx, { customerId, key: idempotencyKey, requestHash: hash, statusCode: 201, response: { withdrawalId }, at });
        await options.mailer?.send(tx, customerId, withdrawalRequestedMail, { withdrawalId, amountCents: body.amount });
        return { id: withdrawalId, replayed: false };
      });
      return { withdrawal: await answer((await findWithdrawal(db, id))!), replayed };
    },

    /** `POST /withdrawals/{id}/cancel`: only while pending; the hold goes back to the wallet exactly once. */
    async cancel(customerId: string, withdrawalId: string): Promise<Withdrawal> {
      const row = await db.transaction(async (tx) => {
        const found = await findWithdrawal(tx, withdrawalId, { customerId });
        if (!found) throw new AppError(WITHDRAWAL_ERRORS.withdrawalNotFound, [withdrawalId]);
        // Wallet first, then the withdrawal: the order the payout job's settlement takes them in.
        await lockOrOpenWallet(tx, customerId, found.currency);
        const locked = (await findWithdrawal(tx, withdrawalId, { lock: true }))!;
        if (locked.status !== 'pending') throw new AppError(WITHDRAWAL_ERRORS.notCancellable, [locked.status]);
        const at = now();
        const released = await releaseWithdrawal(tx, { customerId, amount: Number(locked.amountCents), currency: locked.currency, reference: locked.id, at, description: 'Withdrawal cancelled' });
        const values = { status: 'cancelled' as const, settleTransactionId: released.transactionId, settledAt: at, updatedAt: at, leaseUntil: null };
        await updateWithdrawal(tx, locked.id, values);
        return { ...locked, ...values };
      });
      return answer(row);
    },

    async get(customerId: string, withdrawalId: string): Promise<Withdrawal> {
      const row = await findWithdrawal(db, withdrawalId, { customerId });
      if (!row) throw new AppError(WITHDRAWAL_ERRORS.withdrawalNotFound, [withdrawalId]);
      return answer(row);
    },

    /** The withdrawal whose hold is ledger transaction `transactionId` (the summary page's id). */
    async byTransaction(customerId: string, transactionId: string): Promise<Withdrawal> {
      const row = await findWithdrawalByTransaction(db, customerId, transactionId);
      if (!row) throw new AppError(WITHDRAWAL_ERRORS.withdrawalNotFound, [transactionId]);
      return answer(row);
    },

    async list(customerId: string): Promise<WithdrawalList> {
      const rows = await listWithdrawals(db, customerId, LIST_LIMIT);
      const accounts = new Map((await listAccounts(db, customerId)).map((account) => [account.id, account]));
      return { withdrawals: rows.map((row) => toWithdrawal(row, accounts.get(row.accountId)!)) };
    },
  };
}
