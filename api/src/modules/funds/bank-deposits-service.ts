import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { lockOrOpenWallet, violates } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import { toDeposit } from './deposits-service';
import type { DepositsService } from './deposits-service';
import { FUNDS_ERRORS } from './errors';
import { findBankDeposit, findBankReference, findCustomerByBankReference, insertBankReference } from './repository';
import type { Deposit } from '@drawfront/shared/contract/funds';

/** Where customers send a bank transfer or PayID payment (the shop's collection account; test values). */
export const COLLECTION_ACCOUNT = { accountName: 'Drawfront Pty Ltd', bsb: '062-000', accountNumber: '1234 5678', payId: 'deposits@drawfront.example' } as const;

// No 0/O, 1/I/L or 5/S: a reference is read off a screen and typed into a banking app.
const ALPHABET = '2346789ABCDEFGHJKMNPQRTUVWXYZ';
const REFERENCE_LENGTH = 8;

/** A fresh reference: 8 characters from the unambiguous alphabet. */
function newReference(): string {
  return [...randomBytes(REFERENCE_LENGTH)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** A reference as a customer may have typed it: spaces and hyphens dropped, upper case. */
export const normaliseReference = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();

export interface BankDepositDetails {
  reference: string;
  accountName: string;
  bsb: string;
  accountNumber: string;
  payId: string;
}

export interface IncomingTransfer {
  reference: string;
  /** Cents. */
  amount: number;
  /** The bank's id of the payment: the same id credits once. */
  bankTransactionId: string;
  method: 'bd' | 'td';
}

/**
 * Bank transfer and PayID deposits: each customer quotes their own reference, and an incoming payment
 * (reported by the bank; `npm run ops -- deposit receive` simulates it) is credited to that customer's
 * wallet once per bank transaction id, under the wallet lock, as a deposit already paid; a closed account's
 * is held in suspense by the ledger. One bank id reported for another reference or amount is a conflict (409).
 */
export function createBankDepositsService(db: Database, options: { now: () => Date; deposits: DepositsService }) {
  const { now, deposits } = options;

  return {
    /** The customer's reference (made on first ask) and the account to pay into. */
    async details(customerId: string): Promise<BankDepositDetails> {
      let reference = await findBankReference(db, customerId);
      // A clash with another customer's reference (1 in 29^8) or a racing first ask: read again and retry.
      for (let attempt = 0; reference === null && attempt < 5; attempt += 1) {
        await insertBankReference(db, customerId, newReference(), now());
        reference = await findBankReference(db, customerId);
      }
      if (reference === null) throw new Error('could not make a bank deposit reference');
      return { reference, ...COLLECTION_ACCOUNT };
    },

    /** Credits an incoming transfer; the same bank transaction id answers the first deposit (`replayed`). */
    async receive(site: SiteRecord, transfer: IncomingTransfer): Promise<{ deposit: Deposit; customerId: string; replayed: boolean; heldInSuspense: boolean }> {
      const reference = normaliseReference(transfer.reference);
      const owner = await findCustomerByBankReference(db, reference);
      if (!owner || owner.siteKey !== site.key) throw new AppError(FUNDS_ERRORS.unknownBankReference, [reference.slice(0, 32)]);
      const conflict = () => new AppError(FUNDS_ERRORS.bankTransactionConflict, [transfer.bankTransactionId.slice(0, 64)]);
      const credited = db.transaction(async (tx) => {
        // The wallet lock serialises two reports of one payment for one customer: the second finds the first's deposit.
        const wallet = await lockOrOpenWallet(tx, owner.customerId, site.currency);
        // A closed account's transfer cannot be refused (the money is here): the ledger holds it in suspense.
        const heldInSuspense = wallet.closedAt !== null;
        const prior = await findBankDeposit(tx, transfer.bankTransactionId);
        if (prior && (prior.customerId !== owner.customerId || Number(prior.amountCents) !== transfer.amount)) throw conflict();
        if (prior) return { deposit: toDeposit(prior), customerId: prior.customerId, replayed: true, heldInSuspense };
        const at = now();
        const opened = await deposits.openDeposit(tx, {
          site,
          customerId: owner.customerId,
          fundId: null,
          method: { code: transfer.method, gateway: 'bank', gatewayReference: transfer.bankTransactionId },
          amount: transfer.amount,
          returnPath: null,
          notifyBase: '',
          purchaseType: 'ad_hoc',
          purchaseRequest: null,
          at,
          // The money is already in the shop's account: the gateway's card limits do not apply to it.
          skipGatewayLimits: true,
        });
        const settled = await deposits.settle(tx, opened, { status: 'succeeded' }, at);
        return { deposit: toDeposit(settled), customerId: owner.customerId, replayed: false, heldInSuspense };
      });
      // Two customers' reports of one payment at once hold different wallet locks; the unique bank id lets one in.
      return credited.catch((error: unknown) => {
        throw violates(error, 'deposits_bank_transaction_idx') ? conflict() : error;
      });
    },
  };
}

export type BankDepositsService = ReturnType<typeof createBankDepositsService>;
