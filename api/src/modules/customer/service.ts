import type { Customer, WithdrawableFunds } from '@drawfront/shared/contract/customer';
import type { MigrationStatus } from '@drawfront/shared/contract/migration';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { findCustomer } from '../identity/customer-records';
import type { CustomerRecord } from '../identity/customer-records';
import { DEFAULT_SEGMENT } from '../sites/service';
import type { SiteRecord } from '../sites/site-record';
import { siteInCurrency } from '../sites/money-site';

/** Money facts about a customer that other modules own (the ledger, the pre-commitment limit). */
export interface CustomerMoney {
  balance(customerId: string): Promise<number>;
  preCommitment(customerId: string, site: SiteRecord): Promise<{ limit: number; spentThisPeriod: number } | null>;
  /** The balance and the part of it that may be withdrawn (the ledger decides which money is withdrawable). */
  withdrawable(customerId: string): Promise<{ balance: number; withdrawable: number }>;
  /** The break or self-exclusion in force (the play-breaks module's). */
  playBreak?(customerId: string): Promise<PlayBreak | null>;
  /** The account migration status (the migration module's). */
  migrationStatus?(customerId: string): Promise<MigrationStatus>;
  /** Where the customer was last located and whether the banned-country terms still need confirming (the locate module's). */
  countryBan?(customerId: string): Promise<{ countryBanned: boolean; confirmationRequired: boolean }>;
}

const NO_MONEY: CustomerMoney = { balance: async () => 0, preCommitment: async () => null, withdrawable: async () => ({ balance: 0, withdrawable: 0 }) };

/** What the confirmation banner asks about (the customer-details module's). */
export type ConfirmationFlags = Pick<Customer, 'addressConfirmationRequired' | 'emailAddressConfirmationRequired'>;

const NOTHING_TO_CONFIRM: ConfirmationFlags = { addressConfirmationRequired: false, emailAddressConfirmationRequired: false };

export type CustomerService = ReturnType<typeof createCustomerService>;

export function createCustomerService(db: Database, money: CustomerMoney = NO_MONEY, confirmations: (customerId: string) => Promise<ConfirmationFlags> = async () => NOTHING_TO_CONFIRM) {
  const service = {
    /** The customer as `GET /v2/customer` answers it (groups spec §3 "Customer"). */
    async profile(row: CustomerRecord, siteSeen: SiteRecord): Promise<Customer> {
      // In the currency the customer keeps, however the request saw the site (a sign-in has no customer yet).
      const site = siteInCurrency(siteSeen, row.currency);
      const [balance, preCommitment, playBreak, flags, migrationStatus, countryBan] = await Promise.all([
        money.balance(row.id),
        money.preCommitment(row.id, site),
        money.playBreak?.(row.id) ?? null,
        confirmations(row.id),
        money.migrationStatus?.(row.id) ?? ('ineligible' as const),
        money.countryBan?.(row.id) ?? { countryBanned: false, confirmationRequired: false },
      ]);
      const amount = (value: number) => ({ amount: value, currency: site.currency });
      return {
        customerId: row.id,
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
        state: row.state,
        balance: amount(balance),
        availableFunds: amount(balance),
        pricingId: 'default',
        segmentName: DEFAULT_SEGMENT,
        isVerified: row.isVerified,
        forcePasswordChange: row.forcePasswordChange,
        accountUpgrade: row.accountUpgrade,
        preCommitment: preCommitment && { limit: amount(preCommitment.limit), spentThisPeriod: amount(preCommitment.spentThisPeriod) },
        emailOptIn: row.emailOptIn,
        playBreak,
        addressConfirmationRequired: flags.addressConfirmationRequired,
        emailAddressConfirmationRequired: flags.emailAddressConfirmationRequired,
        migrationStatus,
        countryBanned: countryBan.countryBanned,
        countryBannedConfirmationRequired: countryBan.confirmationRequired,
      };
    },

    async get(customerId: string, site: SiteRecord): Promise<Customer> {
      const row = await findCustomer(db, customerId);
      if (!row || row.siteKey !== site.key) throw new AppError(ERROR_CODES.unauthorised, ['the customer of this access token no longer exists']);
      return service.profile(row, site);
    },

    /** `GET /v2/customer/withdrawable-funds`: winnings and unspent deposits (the ledger's rule, `withdrawableFunds`). */
    async withdrawableFunds(customerId: string, site: SiteRecord): Promise<WithdrawableFunds> {
      const { balance, withdrawable } = await money.withdrawable(customerId);
      return { withdrawableFunds: { amount: withdrawable, currency: site.currency }, balance: { amount: balance, currency: site.currency } };
    },
  };
  return service;
}
