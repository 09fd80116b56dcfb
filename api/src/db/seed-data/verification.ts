import { randomUUID, createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { customers, verificationDocuments } from '../schema';

const DAY_MS = 86_400_000;

/**
 * Demo customers of identity verification (api/README.md): one unverified and past the 45-day deadline (the cart
 * shows `verification_required`; purchases and withdrawals are refused), one whose uploaded ID waits for review
 * (`npm run ops -- verification list`). Both are in SEED_CUSTOMERS; this sets their state when the seed creates them.
 */
export const VERIFICATION_DEMO = {
  pastDeadline: 'unverified@drawfront.example',
  pendingUpload: 'pending.review@drawfront.example',
} as const;

// A 1×1 PNG: the document the pending customer "uploaded".
const DEMO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Sets the verification demo state of the customers this seed run created (`created`: their ids by email). */
export async function seedVerificationStates(tx: Transaction, now: Date, created: ReadonlyMap<string, string>): Promise<void> {
  const late = created.get(VERIFICATION_DEMO.pastDeadline);
  if (late) await tx.update(customers).set({ isVerified: false, createdAt: new Date(now.getTime() - 60 * DAY_MS) }).where(eq(customers.id, late));
  const pending = created.get(VERIFICATION_DEMO.pendingUpload);
  if (pending) {
    await tx.update(customers).set({ isVerified: false, createdAt: new Date(now.getTime() - 20 * DAY_MS) }).where(eq(customers.id, pending));
    await tx.insert(verificationDocuments).values({
      id: randomUUID(),
      customerId: pending,
      siteKey: 'drawfront',
      fileName: 'drivers-licence.png',
      contentType: 'image/png',
      sizeBytes: DEMO_PNG.length,
      sha256: createHash('sha256').update(DEMO_PNG).digest('hex'),
      content: DEMO_PNG,
      status: 'pending',
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    });
  }
}
