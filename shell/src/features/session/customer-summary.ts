import type { Customer } from '@drawfront/shared/contract/customer';
import type { CustomerSummary } from '@drawfront/shared/stores/session-store';

/** The part of `GET /customer` the header, account drawer and remotes read from the session store. */
export function toCustomerSummary(customer: Customer): CustomerSummary {
  return {
    customerId: customer.customerId,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    balance: { amount: customer.balance.amount, currency: customer.balance.currency },
    forcePasswordChange: customer.forcePasswordChange,
    accountUpgrade: customer.accountUpgrade,
    playBreak: customer.playBreak ?? null,
    addressConfirmationRequired: customer.addressConfirmationRequired ?? false,
    emailAddressConfirmationRequired: customer.emailAddressConfirmationRequired ?? false,
    // Only when the API answered them, so the summary of an older answer stays as it was.
    ...(customer.migrationStatus !== undefined ? { migrationStatus: customer.migrationStatus } : {}),
    ...(customer.countryBannedConfirmationRequired !== undefined ? { countryBannedConfirmationRequired: customer.countryBannedConfirmationRequired } : {}),
  };
}
