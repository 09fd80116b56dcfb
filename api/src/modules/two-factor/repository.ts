import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { rememberedDevices, sessionElevations, twoFactorCodes, twoFactorSettings } from '../../db/schema';

export type TwoFactorRow = typeof twoFactorSettings.$inferSelect;
export type TwoFactorPatch = Partial<Omit<TwoFactorRow, 'customerId'>>;
export type CodePurpose = (typeof twoFactorCodes.$inferSelect)['purpose'];

export async function findSettings(db: Executor, customerId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.customerId, customerId));
  return row ?? null;
}

/**
 * The customer's settings row, created if missing, locked until the transaction ends: every check of a
 * code holds it, so parallel guesses are counted one after another and the lockout cannot be outrun.
 */
export async function lockSettings(tx: Transaction, customerId: string): Promise<TwoFactorRow> {
  await tx.insert(twoFactorSettings).values({ customerId }).onConflictDoNothing();
  const [row] = await tx.select().from(twoFactorSettings).where(eq(twoFactorSettings.customerId, customerId)).for('update');
  if (!row) throw new Error(`two-factor settings of ${customerId} vanished under lock`);
  return row;
}

export async function updateSettings(tx: Executor, customerId: string, patch: TwoFactorPatch): Promise<void> {
  await tx.update(twoFactorSettings).set(patch).where(eq(twoFactorSettings.customerId, customerId));
}

export async function insertCode(tx: Executor, row: typeof twoFactorCodes.$inferInsert): Promise<void> {
  await tx.insert(twoFactorCodes).values(row);
}

/** Unused, unexpired codes of a purpose, newest first. */
export async function liveCodes(tx: Executor, customerId: string, purpose: CodePurpose, at: Date) {
  return tx
    .select({ id: twoFactorCodes.id, codeHash: twoFactorCodes.codeHash, createdAt: twoFactorCodes.createdAt })
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.customerId, customerId), eq(twoFactorCodes.purpose, purpose), isNull(twoFactorCodes.usedAt), gt(twoFactorCodes.expiresAt, at)))
    .orderBy(desc(twoFactorCodes.createdAt));
}

/** Whether `codeHash` is a code of a purpose that was spent but has not expired yet (a code used once, sent again). */
export async function spentCodeMatches(tx: Executor, customerId: string, purpose: CodePurpose, codeHash: string, at: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: twoFactorCodes.id })
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.customerId, customerId), eq(twoFactorCodes.purpose, purpose), eq(twoFactorCodes.codeHash, codeHash), isNotNull(twoFactorCodes.usedAt), gt(twoFactorCodes.expiresAt, at)))
    .limit(1);
  return row !== undefined;
}

/** Spends every live code of a purpose (a used code, or a method turned off, leaves none behind). */
export async function spendCodes(tx: Executor, customerId: string, purpose: CodePurpose, at: Date): Promise<void> {
  await tx.update(twoFactorCodes).set({ usedAt: at }).where(and(eq(twoFactorCodes.customerId, customerId), eq(twoFactorCodes.purpose, purpose), isNull(twoFactorCodes.usedAt)));
}

export async function rememberDevice(tx: Executor, customerId: string, deviceUuid: string, expiresAt: Date): Promise<void> {
  await tx.insert(rememberedDevices).values({ customerId, deviceUuid, expiresAt }).onConflictDoUpdate({ target: [rememberedDevices.customerId, rememberedDevices.deviceUuid], set: { expiresAt } });
}

export async function isDeviceRemembered(db: Executor, customerId: string, deviceUuid: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: rememberedDevices.expiresAt })
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.customerId, customerId), eq(rememberedDevices.deviceUuid, deviceUuid), gt(rememberedDevices.expiresAt, at)));
  return row !== undefined;
}

export async function forgetDevices(tx: Executor, customerId: string): Promise<void> {
  await tx.delete(rememberedDevices).where(eq(rememberedDevices.customerId, customerId));
}

export async function recordElevation(db: Executor, familyId: string, customerId: string, at: Date): Promise<void> {
  await db.insert(sessionElevations).values({ familyId, customerId, elevatedAt: at }).onConflictDoUpdate({ target: sessionElevations.familyId, set: { elevatedAt: at } });
}

export async function elevatedAt(db: Executor, familyId: string, customerId: string): Promise<Date | null> {
  const [row] = await db.select({ at: sessionElevations.elevatedAt }).from(sessionElevations).where(and(eq(sessionElevations.familyId, familyId), eq(sessionElevations.customerId, customerId)));
  return row?.at ?? null;
}
