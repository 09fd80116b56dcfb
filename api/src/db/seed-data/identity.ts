import { inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { customers } from '../schema';

/**
 * Demo customers flagged to change their password at their next sign-in (groups spec §2 "Forced
 * redirects"): the shell sends them to /force-password-change. They are in SEED_CUSTOMERS; this flags them.
 */
export const FORCE_PASSWORD_CHANGE_EMAILS = ['change.password@drawfront.example'] as const;

/** Demo customers allowed to preview unpublished offers (`?preview=true`, storefront §2), e.g. the Harbour Hideaway Raffle. */
export const CAN_PREVIEW_EMAILS = ['demo@drawfront.example'] as const;

/** Flags the demo customers above; run in the seed's transaction, after the customers are written. */
export async function seedIdentityFlags(tx: Transaction): Promise<void> {
  await tx.update(customers).set({ forcePasswordChange: true }).where(inArray(customers.email, [...FORCE_PASSWORD_CHANGE_EMAILS]));
  await tx.update(customers).set({ canPreview: true }).where(inArray(customers.email, [...CAN_PREVIEW_EMAILS]));
}
