// `npm run ops -- withdrawals …`: manual payouts (PAYOUT_PROVIDER=manual), where ops pay at the bank's portal.
import { UsageError } from './usage-error.mjs';

export const WITHDRAWAL_USAGE = `  withdrawals list [--status pending|processing]
                                      the manual payout queue, oldest first: pending (to claim) or
                                      processing (claimed, waiting for the bank's answer), with the
                                      account each one goes to
  withdrawals claim <id>              take a withdrawal to pay it at the bank: the customer can no
                                      longer cancel it
  withdrawals paid <id> --reference <bank reference>
                                      the bank paid it: settle it (once)
  withdrawals refused <id> --reason account_closed|name_mismatch|payid_not_registered --reference <ref>
                                      the bank refused it: the money goes back to the wallet and the
                                      customer is told why`;

const dollars = (cents, currency) => `${currency} ${(cents / 100).toFixed(2)}`;

function line(row) {
  const to = row.destination.bankCode ? `${row.destination.bankCode} ${row.destination.accountNumber}` : row.destination.accountNumber;
  return `${row.id}  ${dollars(row.amount, row.currency).padStart(14)}  ${row.requestedAt}  ${row.destination.type.padEnd(13)} ${to} (${row.destination.accountName})`;
}

/** Runs one `withdrawals` subcommand against the ops client; throws UsageError for a malformed one. */
export async function runWithdrawalCommand(ops, args, values) {
  const [sub, id] = args;
  if (sub === 'list') {
    const status = values.status ?? 'pending';
    const { withdrawals } = await ops.withdrawalQueue(status);
    if (withdrawals.length === 0) console.log(`no ${status} withdrawals`);
    for (const row of withdrawals) console.log(line(row));
    return;
  }
  if (!['claim', 'paid', 'refused'].includes(sub)) throw new UsageError(`unknown withdrawals command "${sub ?? ''}": list, claim, paid or refused`);
  if (!id) throw new UsageError(`withdrawals ${sub} needs <id>`);
  if (sub === 'claim') {
    await ops.claimWithdrawal(id);
    console.log(`claimed ${id}: pay it at the bank, then record the answer with "withdrawals paid" or "withdrawals refused"`);
    return;
  }
  if (!values.reference?.trim()) throw new UsageError(`withdrawals ${sub} needs --reference <the bank's reference>`);
  if (sub === 'refused' && !values.reason) throw new UsageError('withdrawals refused needs --reason account_closed, name_mismatch or payid_not_registered');
  const body = sub === 'paid' ? { outcome: 'paid', payout_reference: values.reference.trim() } : { outcome: 'failed', code: values.reason, payout_reference: values.reference.trim() };
  const settled = await ops.settleWithdrawal(id, body);
  console.log(settled.status === 'paid' ? `${id} paid` : `${id} refused by the bank: the money is back in the customer's wallet and they are told why`);
}
