import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { customerDetails, customers } from '../schema';

/** Demo customers flagged accountUpgrade (groups spec §2 "Forced redirects"): the shell sends them to /my-account/upgrade-account. */
export const ACCOUNT_UPGRADE_EMAILS = ['upgrade.account@drawfront.example'] as const;

/** A demo customer whose address on file the confirmation banner asks about (groups spec §4 "Confirmation banner"). */
export const ADDRESS_CONFIRMATION_EMAIL = 'confirm.address@drawfront.example';

/**
 * Flags the demo customers above; run in the seed's transaction, after the customers are written. `created`
 * limits it to customers this run wrote, so a customer who already completed or confirmed is not flagged again.
 */
export async function seedDetailsFlags(tx: Transaction, now: Date, created?: readonly string[]): Promise<void> {
  const fresh = (email: string) => created === undefined || created.includes(email);
  const upgrades = ACCOUNT_UPGRADE_EMAILS.filter(fresh);
  if (upgrades.length > 0) await tx.update(customers).set({ accountUpgrade: true }).where(inArray(customers.email, upgrades));
  if (!fresh(ADDRESS_CONFIRMATION_EMAIL)) return;
  const [confirm] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, ADDRESS_CONFIRMATION_EMAIL));
  if (!confirm) return;
  await tx
    .insert(customerDetails)
    .values({ customerId: confirm.id, phone: '0412345678', addressLine1: '12 Queen St', suburb: 'Brisbane City', postcode: '4000', country: 'AU', addressConfirmationRequired: true, updatedAt: now })
    .onConflictDoNothing();
}
