import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankDepositReferences, customers, deposits, funds } from '../../db/schema';
import type { DepositMethodName } from '../../db/schema';

export type FundRecord = typeof funds.$inferSelect;
export type DepositRecord = typeof deposits.$inferSelect;

/** The customer's live funds, the default first, then oldest first. */
export async function listFunds(db: Executor, customerId: string): Promise<FundRecord[]> {
  return db.select().from(funds).where(and(eq(funds.customerId, customerId), isNull(funds.deletedAt))).orderBy(desc(funds.isDefault), asc(funds.createdAt), asc(funds.id));
}

export async function findFund(db: Executor, customerId: string, id: string, options: { lock?: boolean } = {}): Promise<FundRecord | null> {
  const query = db.select().from(funds).where(and(eq(funds.id, id), eq(funds.customerId, customerId), isNull(funds.deletedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A fund whether or not it was removed since (a deposit's card, to reach its gateway). */
export async function findFundEvenRemoved(db: Executor, id: string): Promise<FundRecord | null> {
  const [row] = await db.select().from(funds).where(eq(funds.id, id));
  return row ?? null;
}

export async function insertFund(db: Executor, values: typeof funds.$inferInsert): Promise<FundRecord> {
  const [row] = await db.insert(funds).values(values).returning();
  return row!;
}

export async function setDefault(db: Executor, customerId: string, id: string): Promise<void> {
  // Clear first: the partial unique index allows one default at a time.
  await db.update(funds).set({ isDefault: false }).where(and(eq(funds.customerId, customerId), eq(funds.isDefault, true), ne(funds.id, id)));
  await db.update(funds).set({ isDefault: true }).where(and(eq(funds.id, id), eq(funds.customerId, customerId)));
}

export async function softDeleteFund(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(funds).set({ deletedAt: at, isDefault: false }).where(eq(funds.id, id));
}

export async function insertDeposit(db: Executor, values: typeof deposits.$inferInsert): Promise<void> {
  await db.insert(deposits).values(values);
}

export async function updateDeposit(db: Executor, id: string, values: Partial<typeof deposits.$inferInsert>): Promise<void> {
  await db.update(deposits).set(values).where(eq(deposits.id, id));
}

export async function findDeposit(db: Executor, id: string, options: { customerId?: string; lock?: boolean } = {}): Promise<DepositRecord | null> {
  const where = options.customerId === undefined ? eq(deposits.id, id) : and(eq(deposits.id, id), eq(deposits.customerId, options.customerId));
  const query = db.select().from(deposits).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findDepositByReference(db: Executor, gatewayReference: string): Promise<DepositRecord | null> {
  const [row] = await db.select().from(deposits).where(eq(deposits.gatewayReference, gatewayReference));
  return row ?? null;
}

/** Whether a checkout deposit of this customer opened after `since` is still waiting for the gateway. */
export async function hasChargeInFlight(db: Executor, customerId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.customerId, customerId), eq(deposits.status, 'pending'), eq(deposits.purchaseType, 'checkout'), gt(deposits.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Deposits left pending (their charge interrupted) or waiting on a challenge since before `before`, oldest first. */
export async function findStaleDeposits(db: Executor, status: 'pending' | 'requires_action', before: Date, limit: number, methodCode: DepositMethodName = 'cc'): Promise<DepositRecord[]> {
  return db.select().from(deposits).where(and(eq(deposits.status, status), eq(deposits.methodCode, methodCode), lt(deposits.updatedAt, before))).orderBy(asc(deposits.updatedAt)).limit(limit);
}

/** The sum of the customer's deposits not failed, opened since each of `starts`, in one pass. */
export async function depositedSinceEach(db: Executor, customerId: string, starts: readonly Date[]): Promise<number[]> {
  if (starts.length === 0) return [];
  const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
  const columns = Object.fromEntries(starts.map((start, index) => [`s${index}`, sql<string | number>`coalesce(sum(${deposits.amountCents}) filter (where ${deposits.createdAt} >= ${start.toISOString()}::timestamptz), 0)`]));
  const [row] = await db
    .select(columns)
    .from(deposits)
    .where(and(eq(deposits.customerId, customerId), ne(deposits.status, 'failed'), gte(deposits.createdAt, earliest)));
  return starts.map((_, index) => Number((row as Record<string, string | number> | undefined)?.[`s${index}`] ?? 0));
}

/** The customer's bank deposit reference, if one was made. */
export async function findBankReference(db: Executor, customerId: string): Promise<string | null> {
  const [row] = await db.select({ reference: bankDepositReferences.reference }).from(bankDepositReferences).where(eq(bankDepositReferences.customerId, customerId));
  return row?.reference ?? null;
}

/** Stores a reference; false when the customer already has one or another customer holds it. */
export async function insertBankReference(db: Executor, customerId: string, reference: string, at: Date): Promise<boolean> {
  const rows = await db.insert(bankDepositReferences).values({ customerId, reference, createdAt: at }).onConflictDoNothing().returning({ customerId: bankDepositReferences.customerId });
  return rows.length > 0;
}

/** Whose reference this is, and the site they belong to. */
export async function findCustomerByBankReference(db: Executor, reference: string): Promise<{ customerId: string; siteKey: string } | null> {
  const [row] = await db
    .select({ customerId: bankDepositReferences.customerId, siteKey: customers.siteKey })
    .from(bankDepositReferences)
    .innerJoin(customers, eq(customers.id, bankDepositReferences.customerId))
    .where(eq(bankDepositReferences.reference, reference));
  return row ?? null;
}

/** The deposit a bank transaction id already made (bank transfer or PayID), if any. */
export async function findBankDeposit(db: Executor, bankTransactionId: string): Promise<DepositRecord | null> {
  const [row] = await db.select().from(deposits).where(and(eq(deposits.gatewayReference, bankTransactionId), inArray(deposits.methodCode, ['bd', 'td'])));
  return row ?? null;
}

/** The customer's deposit that posted ledger transaction `transactionId` (the deposit summary page's id). */
export async function findDepositByTransaction(db: Executor, customerId: string, transactionId: string): Promise<DepositRecord | null> {
  const [row] = await db.select().from(deposits).where(and(eq(deposits.transactionId, transactionId), eq(deposits.customerId, customerId)));
  return row ?? null;
}
