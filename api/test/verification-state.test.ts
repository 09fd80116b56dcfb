// The verification state other modules read (withdrawals, purchases): verified or not, and blocked once an
// unverified customer is past the deadline after sign-up.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { customers } from '../src/db/schema';
import { verificationState } from '../src/modules/identity/verification-state';
import { signUp } from './customers';
import { backends, setupApp } from './helper';

describe.each(backends())('verification state on %s', (backend) => {
  const t = setupApp(backend);

  it('is unverified after sign-up, blocked only from 45 days on, and clear once verified', async () => {
    const { customer } = await signUp(t);
    const [row] = await t.database.db.select({ createdAt: customers.createdAt }).from(customers).where(eq(customers.id, customer.customerId));
    const signedUpAt = row!.createdAt.getTime();
    const day = 86_400_000;
    expect(await verificationState(t.database.db, customer.customerId, new Date(signedUpAt + 44 * day))).toEqual({ verified: false, deadline: new Date(signedUpAt + 45 * day), blocked: false });
    expect((await verificationState(t.database.db, customer.customerId, new Date(signedUpAt + 45 * day)))!.blocked).toBe(true);
    expect((await verificationState(t.database.db, customer.customerId, new Date(signedUpAt + 10 * day), 7))!.blocked).toBe(true);
    await t.database.db.update(customers).set({ isVerified: true }).where(eq(customers.id, customer.customerId));
    expect(await verificationState(t.database.db, customer.customerId, new Date(signedUpAt + 400 * day))).toMatchObject({ verified: true, blocked: false });
  });

  it('answers null for a customer that does not exist', async () => {
    expect(await verificationState(t.database.db, randomUUID(), new Date())).toBeNull();
  });
});
