import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communicationPreferences, customers, offerEmailOptOuts, productOffers, unsubscribeFeedback } from '../../db/schema';

export interface StoredPreferences {
  siteKey: string;
  closed: boolean;
  email: boolean;
  phone: boolean;
  sms: boolean;
  directmail: boolean;
  unsubscribedOffers: string[];
}

/** The customer's choices (no preferences row: nothing but what sign-up's email opt-in said); null for no such customer. */
export async function findPreferences(executor: Executor, customerId: string): Promise<StoredPreferences | null> {
  const [row] = await executor
    .select({ siteKey: customers.siteKey, closedAt: customers.closedAt, email: customers.emailOptIn, phone: communicationPreferences.phone, sms: communicationPreferences.sms, directmail: communicationPreferences.directmail })
    .from(customers)
    .leftJoin(communicationPreferences, eq(communicationPreferences.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!row) return null;
  const offers = await executor.select({ key: offerEmailOptOuts.productOfferKey }).from(offerEmailOptOuts).where(eq(offerEmailOptOuts.customerId, customerId)).orderBy(offerEmailOptOuts.productOfferKey);
  return { siteKey: row.siteKey, closed: row.closedAt !== null, email: row.email, phone: row.phone ?? false, sms: row.sms ?? false, directmail: row.directmail ?? false, unsubscribedOffers: offers.map((offer) => offer.key) };
}

export async function offerExists(executor: Executor, siteKey: string, key: string): Promise<boolean> {
  const [row] = await executor.select({ id: productOffers.id }).from(productOffers).where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.key, key))).limit(1);
  return row !== undefined;
}

/** Writes the methods given; email is the customer record's opt-in, the others the preferences row's. */
export async function writePreferences(executor: Executor, customerId: string, change: Partial<Record<'email' | 'phone' | 'sms' | 'directmail', boolean>>, at: Date): Promise<void> {
  const { email, ...others } = change;
  if (email !== undefined) await executor.update(customers).set({ emailOptIn: email }).where(eq(customers.id, customerId));
  if (Object.keys(others).length > 0) {
    await executor.insert(communicationPreferences).values({ customerId, ...others, updatedAt: at }).onConflictDoUpdate({ target: communicationPreferences.customerId, set: { ...others, updatedAt: at } });
  }
}

export async function addOfferOptOut(executor: Executor, customerId: string, productOfferKey: string, at: Date): Promise<void> {
  await executor.insert(offerEmailOptOuts).values({ customerId, productOfferKey, createdAt: at }).onConflictDoNothing();
}

export async function clearOfferOptOuts(executor: Executor, customerId: string): Promise<void> {
  await executor.delete(offerEmailOptOuts).where(eq(offerEmailOptOuts.customerId, customerId));
}

export async function recordUnsubscribeReasons(executor: Executor, customerId: string, productOfferKey: string | null, reasons: string[], at: Date): Promise<void> {
  await executor.insert(unsubscribeFeedback).values({ id: randomUUID(), customerId, productOfferKey, reasons, createdAt: at });
}

/** Whether marketing mail may go to the customer: opted in, and not unsubscribed from the offer it is about. */
export async function marketingAllowed(executor: Executor, customerId: string, productOfferKey: string | null): Promise<boolean> {
  const [row] = await executor.select({ email: customers.emailOptIn, closedAt: customers.closedAt }).from(customers).where(eq(customers.id, customerId));
  if (!row || !row.email || row.closedAt !== null) return false;
  if (productOfferKey === null) return true;
  const [optOut] = await executor.select({ key: offerEmailOptOuts.productOfferKey }).from(offerEmailOptOuts).where(and(eq(offerEmailOptOuts.customerId, customerId), eq(offerEmailOptOuts.productOfferKey, productOfferKey)));
  return optOut === undefined;
}
