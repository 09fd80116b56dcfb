import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { contentFiles, contentItems, contentSubmissions, sites } from '../../db/schema';
import type { ContentFile, ContentFileItem } from './content-files';

export type ContentRow = typeof contentItems.$inferSelect;

/**
 * Replaces the content of every site the files name (and that exists) with the files' content, in one
 * transaction: readers see the old content or the new, never half of each.
 */
export async function replaceContent(db: Database, items: readonly ContentFileItem[], files: readonly ContentFile[]): Promise<void> {
  const siteKeys = [...new Set([...items.map((item) => item.siteKey), ...files.map((file) => file.siteKey)])];
  if (siteKeys.length === 0) return;
  await db.transaction(async (tx) => {
    const known = new Set((await tx.select({ key: sites.key }).from(sites).where(inArray(sites.key, siteKeys))).map((row) => row.key));
    const keys = [...known];
    if (keys.length === 0) return;
    await tx.delete(contentItems).where(inArray(contentItems.siteKey, keys));
    await tx.delete(contentFiles).where(inArray(contentFiles.siteKey, keys));
    const rows = items.filter((item) => known.has(item.siteKey));
    if (rows.length > 0) await tx.insert(contentItems).values(rows.map((item) => ({ ...item })));
    const fileRows = files.filter((file) => known.has(file.siteKey));
    if (fileRows.length > 0) await tx.insert(contentFiles).values(fileRows.map((file) => ({ ...file })));
  });
}

/** The rows a sub-variant's visitors see: the site's, each replaced by the sub-variant's own version where it has one. */
function forSubVariant(rows: ContentRow[], subVariant: string): ContentRow[] {
  const own = new Set(rows.filter((row) => row.subVariant !== '').map((row) => row.id));
  return rows.filter((row) => (row.subVariant === '' ? !own.has(row.id) : row.subVariant === subVariant));
}

const ofSubVariant = (subVariant: string) => inArray(contentItems.subVariant, subVariant ? ['', subVariant] : ['']);

export async function listItems(db: Database, siteKey: string, collection: string, subVariant = ''): Promise<ContentRow[]> {
  const rows = await db.select().from(contentItems).where(and(eq(contentItems.siteKey, siteKey), eq(contentItems.collection, collection), ofSubVariant(subVariant)));
  return forSubVariant(rows, subVariant);
}

export async function findItem(db: Database, siteKey: string, collection: string, id: string, subVariant = ''): Promise<ContentRow | null> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.siteKey, siteKey), eq(contentItems.collection, collection), eq(contentItems.id, id), ofSubVariant(subVariant)));
  return forSubVariant(rows, subVariant)[0] ?? null;
}

export async function findFile(db: Database, siteKey: string, id: string): Promise<{ mimeType: string; data: string } | null> {
  const [row] = await db.select({ mimeType: contentFiles.mimeType, data: contentFiles.data }).from(contentFiles).where(and(eq(contentFiles.siteKey, siteKey), eq(contentFiles.id, id)));
  return row ?? null;
}

export type SubmissionRow = typeof contentSubmissions.$inferInsert;

export async function insertSubmission(tx: Executor, row: SubmissionRow): Promise<void> {
  await tx.insert(contentSubmissions).values(row);
}

/** How many submissions one address made to a site since `since` (the rate limit's count). */
export async function countSubmissions(tx: Executor, siteKey: string, address: string, collection: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(contentSubmissions)
    .where(and(eq(contentSubmissions.siteKey, siteKey), eq(contentSubmissions.address, address), eq(contentSubmissions.collection, collection), gte(contentSubmissions.createdAt, since)));
  return Number(row?.n ?? 0);
}
