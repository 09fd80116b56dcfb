import { formatMoney } from '@drawfront/shared/format/money';
import { recordsKeptUntil } from '@drawfront/shared/rules/account-closure';
import type { AccountClosure, CloseAccountRequest } from '@drawfront/shared/rules/account-closure';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { closeCustomerRecord, findCustomer } from '../identity/customer-records';
import { closeWallet, lockOrOpenWallet, withdrawableFunds } from '../ledger/service';
import { leaveMembershipOnClosure } from '../membership/service';
import type { OutboxService } from '../outbox/service';
import { underRecurringThenWallet } from '../recurring/lock-order';
import { cancelAllRecurring } from '../recurring/service';
import type { SiteRecord } from '../sites/site-record';
import { ACCOUNT_CLOSURE_ERRORS } from './errors';
import { accountClosedEmail } from './messages';
import { insertClosure } from './repository';

export type AccountClosureService = ReturnType<typeof createAccountClosureService>;

/**
 * Closing an account (`DELETE /customer`). The balance rule, which the spec leaves open ("a balance must be
 * withdrawn or is shown how it will be paid"): money the customer could withdraw must be withdrawn first, so
 * the closure is refused with `balance_not_withdrawn` and the amount. We do not pay it out on their behalf:
 * that would send money to a bank account the customer has not just chosen, on a call that cannot be undone,
 * while a withdrawal request is theirs to make and to check. What is left is promotional credit, which can
 * never be withdrawn and lapses with the account (kept in the ledger as it is). A withdrawal already asked for
 * is held outside the balance and still paid by the payout job.
 *
 * Closing ends every sign-in and refuses every later one (identity), cancels every recurring purchase, takes
 * the customer out of the membership programme and stops marketing email. Nothing is deleted: the closure row
 * says until when the records are kept (`retain_until`).
 */
export function createAccountClosureService(db: Database, deps: { now: () => Date; outbox: Pick<OutboxService, 'enqueue'> }) {
  const { now, outbox } = deps;
  return {
    async close(site: SiteRecord, customerId: string, request: CloseAccountRequest): Promise<AccountClosure> {
      const details = request.details?.trim() || null;
      // The recurring runner's lock order, records then wallet: the wallet lock every purchase, deposit and
      // withdrawal takes means one in flight finishes first, and the balance read below is the one the account
      // closes with; no run in flight can deadlock with it, nor set up a record this does not cancel.
      return underRecurringThenWallet(db, customerId, (tx) => lockOrOpenWallet(tx, customerId, site.currency), async (tx) => {
        const at = now();
        const customer = await findCustomer(tx, customerId);
        if (!customer || customer.siteKey !== site.key) throw new AppError(ERROR_CODES.unauthorised, ['the customer of this access token no longer exists']);
        if (customer.closedAt) throw new AppError(ERROR_CODES.accountAlreadyClosed);
        const { balance, withdrawable } = await withdrawableFunds(tx, customerId);
        if (withdrawable > 0) {
          throw new AppError(ACCOUNT_CLOSURE_ERRORS.balanceNotWithdrawn, [formatMoney(withdrawable, site.currency, site.locale)], {
            result: { withdrawableFunds: { amount: withdrawable, currency: site.currency } },
          });
        }
        const recurringCancelled = await cancelAllRecurring(tx, customerId, at);
        const closed = await closeCustomerRecord(tx, customerId, at);
        if (!closed) throw new AppError(ERROR_CODES.accountAlreadyClosed);
        // Under the wallet lock every credit takes too: from here the ledger holds money for this account in suspense.
        await closeWallet(tx, customerId, at);
        await leaveMembershipOnClosure(tx, customerId, at);
        const row = await insertClosure(tx, { customerId, reason: request.reason, details, closedAt: at, retainUntil: recordsKeptUntil(at), balanceCents: balance, recurringCancelled });
        await outbox.enqueue(tx, {
          siteKey: site.key,
          to: customer.email,
          template: 'account-closed',
          firstname: customer.firstname,
          body: accountClosedEmail({ site, closedAt: at, promotionalCents: balance }),
          // One closure per customer, so one mail.
          dedupeKey: `account-closed:${customerId}`,
        });
        return { closedAt: row.closedAt.toISOString(), reason: row.reason, recordsKeptUntil: row.retainUntil.toISOString() };
      });
    },
  };
}
