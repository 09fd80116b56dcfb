import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems, cartKindLines, carts, causes, draws, offerCauses, productOffers } from '../../db/schema';
import { DEFAULT_PRICING } from '../../db/seed-data/offers';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type KindLineRow = typeof cartKindLines.$inferSelect;
export type NewCartItem = typeof cartItems.$inferInsert;
export type OfferRow = typeof productOffers.$inferSelect;
export type DrawRow = typeof draws.$inferSelect;

export async function findCartByToken(db: Executor, token: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.anonToken, token));
  return row ?? null;
}

export async function findCartByCustomer(db: Executor, customerId: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.customerId, customerId));
  return row ?? null;
}

/** The customer's cart, created on first use (a concurrent creator's row wins the unique constraint). */
export async function customerCart(db: Executor, id: string, siteKey: string, customerId: string): Promise<CartRow> {
  await db.insert(carts).values({ id, siteKey, customerId }).onConflictDoNothing({ target: carts.customerId });
  const row = await findCartByCustomer(db, customerId);
  if (!row) throw new Error(`cart of customer ${customerId} was not created`);
  return row;
}

export async function insertAnonCart(db: Executor, id: string, siteKey: string, anonToken: string): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ id, siteKey, anonToken }).returning();
  return row!;
}

export async function deleteCart(db: Executor, cartId: string): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId));
}

export async function listItems(db: Executor, cartId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.seq));
}

export async function insertItem(db: Executor, item: NewCartItem): Promise<void> {
  await db.insert(cartItems).values(item);
}

export async function findItem(db: Executor, cartId: string, itemId: string): Promise<CartItemRow | null> {
  const [row] = await db.select().from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
  return row ?? null;
}

export async function updateItem(db: Executor, cartId: string, itemId: string, change: Partial<NewCartItem>): Promise<void> {
  await db.update(cartItems).set(change).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
}

/** Deletes lines of a cart; returns how many went. */
export async function deleteItems(db: Executor, cartId: string, itemIds?: string[]): Promise<number> {
  if (itemIds && itemIds.length === 0) return 0;
  const where = itemIds ? and(eq(cartItems.cartId, cartId), inArray(cartItems.id, itemIds)) : eq(cartItems.cartId, cartId);
  return (await db.delete(cartItems).where(where).returning({ id: cartItems.id })).length;
}

export async function moveItems(db: Executor, fromCartId: string, toCartId: string): Promise<void> {
  await db.update(cartItems).set({ cartId: toCartId }).where(eq(cartItems.cartId, fromCartId));
  await db.update(cartKindLines).set({ cartId: toCartId }).where(eq(cartKindLines.cartId, fromCartId));
}

export async function listKindLines(db: Executor, cartId: string): Promise<KindLineRow[]> {
  return db.select().from(cartKindLines).where(eq(cartKindLines.cartId, cartId)).orderBy(asc(cartKindLines.seq));
}

export async function insertKindLine(db: Executor, line: typeof cartKindLines.$inferInsert): Promise<void> {
  await db.insert(cartKindLines).values(line);
}

export async function findKindLine(db: Executor, cartId: string, lineId: string): Promise<KindLineRow | null> {
  const [row] = await db.select().from(cartKindLines).where(and(eq(cartKindLines.cartId, cartId), eq(cartKindLines.id, lineId)));
  return row ?? null;
}

export async function updateKindLineQuantity(db: Executor, cartId: string, lineId: string, quantity: number): Promise<void> {
  await db.update(cartKindLines).set({ quantity }).where(and(eq(cartKindLines.cartId, cartId), eq(cartKindLines.id, lineId)));
}

/** Deletes kind lines of a cart; returns how many went. */
export async function deleteKindLines(db: Executor, cartId: string, lineIds: string[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  return (await db.delete(cartKindLines).where(and(eq(cartKindLines.cartId, cartId), inArray(cartKindLines.id, lineIds))).returning({ id: cartKindLines.id })).length;
}

export async function touchCart(db: Executor, cartId: string, at: Date): Promise<void> {
  await db.update(carts).set({ updatedAt: at }).where(eq(carts.id, cartId));
}

/** An offer the site sells: an unpublished one is only ever previewed, never bought, so it is not found here. */
export async function findOffer(db: Executor, siteKey: string, offerKey: string): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(productOffers)
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.pricingName, DEFAULT_PRICING), eq(productOffers.key, offerKey), eq(productOffers.published, true)));
  return row ?? null;
}

/**
 * Draws of an offer whose sales have not stopped at `now` and that the draw engine has not closed, in draw
 * order. Share-locked: inside a purchase, the engine cannot close a draw between this read and the commit.
 */
export async function findOpenDraws(db: Executor, offerId: number, now: Date): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, offerId), gt(draws.stop, now), inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED'])))
    .orderBy(asc(draws.drawDate), asc(draws.drawNo))
    .for('share');
}

export async function findDraw(db: Executor, offerId: number, drawNo: number): Promise<DrawRow | null> {
  const [row] = await db.select().from(draws).where(and(eq(draws.offerId, offerId), eq(draws.drawNo, drawNo)));
  return row ?? null;
}

export async function findOfferCauseKeys(db: Executor, offerId: number): Promise<string[]> {
  const rows = await db.select({ key: causes.key }).from(offerCauses).innerJoin(causes, eq(causes.id, offerCauses.causeId)).where(eq(offerCauses.offerId, offerId));
  return rows.map((row) => row.key);
}
