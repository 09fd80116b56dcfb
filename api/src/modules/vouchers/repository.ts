import { and, asc, count, eq } from 'drizzle-orm';
import type { VoucherType } from '@drawfront/shared/rules/voucher';
import type { Executor } from '../../db/client';
import { cartPromotions, voucherRedemptions, vouchers } from '../../db/schema';

/** A voucher as its module works with it (money in cents, the percent in basis points). */
export interface VoucherRecord {
  id: string;
  siteKey: string;
  code: string;
  type: VoucherType;
  amountCents: number | null;
  percentBasisPoints: number | null;
  minSpendCents: number;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  createdAt: Date;
}

const toRecord = (row: typeof vouchers.$inferSelect): VoucherRecord => ({
  ...row,
  amountCents: row.amountCents === null ? null : Number(row.amountCents),
  minSpendCents: Number(row.minSpendCents),
});

export async function insertVoucher(db: Executor, values: VoucherRecord): Promise<VoucherRecord> {
  const [row] = await db.insert(vouchers).values(values).returning();
  return toRecord(row!);
}

/** Inserts vouchers a site does not have yet (by code); the seed's. */
export async function insertMissingVouchers(db: Executor, rows: VoucherRecord[]): Promise<void> {
  if (rows.length > 0) await db.insert(vouchers).values(rows).onConflictDoNothing();
}

/** The site's voucher with `code`; with `lock`, its row is locked until the transaction ends (redemptions are counted under it). */
export async function findVoucher(db: Executor, siteKey: string, code: string, lock = false): Promise<VoucherRecord | null> {
  const query = db.select().from(vouchers).where(and(eq(vouchers.siteKey, siteKey), eq(vouchers.code, code)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toRecord(row) : null;
}

export async function lockVoucherById(db: Executor, voucherId: string): Promise<VoucherRecord | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucherId)).for('update');
  return row ? toRecord(row) : null;
}

export async function listVouchers(db: Executor, siteKey: string): Promise<(VoucherRecord & { redemptions: number })[]> {
  const rows = await db
    .select({ voucher: vouchers, redemptions: count(voucherRedemptions.id) })
    .from(vouchers)
    .leftJoin(voucherRedemptions, eq(voucherRedemptions.voucherId, vouchers.id))
    .where(eq(vouchers.siteKey, siteKey))
    .groupBy(vouchers.id)
    .orderBy(asc(vouchers.code));
  return rows.map((row) => ({ ...toRecord(row.voucher), redemptions: Number(row.redemptions) }));
}

/** How many customers used the voucher, and whether `customerId` is one of them. */
export async function redemptionCounts(db: Executor, voucherId: string, customerId: string | null): Promise<{ redemptions: number; usedByCustomer: boolean }> {
  const rows = await db.select({ customerId: voucherRedemptions.customerId }).from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucherId));
  return { redemptions: rows.length, usedByCustomer: customerId !== null && rows.some((row) => row.customerId === customerId) };
}

export async function insertRedemption(db: Executor, values: typeof voucherRedemptions.$inferInsert): Promise<void> {
  await db.insert(voucherRedemptions).values(values);
}

/** The cart's promotion with its voucher, or null. */
export async function findCartPromotion(db: Executor, cartId: string): Promise<{ id: string; voucher: VoucherRecord } | null> {
  const [row] = await db.select({ id: cartPromotions.id, voucher: vouchers }).from(cartPromotions).innerJoin(vouchers, eq(vouchers.id, cartPromotions.voucherId)).where(eq(cartPromotions.cartId, cartId));
  return row ? { id: row.id, voucher: toRecord(row.voucher) } : null;
}

/** Puts `voucherId` on the cart, replacing the code it held (a cart holds one). */
export async function upsertCartPromotion(db: Executor, values: { cartId: string; id: string; voucherId: string; createdAt: Date }): Promise<void> {
  await db
    .insert(cartPromotions)
    .values(values)
    .onConflictDoUpdate({ target: cartPromotions.cartId, set: { id: values.id, voucherId: values.voucherId, createdAt: values.createdAt } });
}

/** Takes the cart's promotion off (only `promotionId` when given); returns whether one went. */
export async function deleteCartPromotion(db: Executor, cartId: string, promotionId?: string): Promise<boolean> {
  const where = promotionId ? and(eq(cartPromotions.cartId, cartId), eq(cartPromotions.id, promotionId)) : eq(cartPromotions.cartId, cartId);
  return (await db.delete(cartPromotions).where(where).returning({ id: cartPromotions.id })).length > 0;
}

/** Moves an anonymous cart's promotion to the customer's cart, unless that cart already holds one. */
export async function moveCartPromotion(db: Executor, fromCartId: string, toCartId: string, at: Date): Promise<void> {
  const from = await findCartPromotion(db, fromCartId);
  if (!from) return;
  await db.delete(cartPromotions).where(eq(cartPromotions.cartId, fromCartId));
  await db.insert(cartPromotions).values({ cartId: toCartId, id: from.id, voucherId: from.voucher.id, createdAt: at }).onConflictDoNothing();
}
