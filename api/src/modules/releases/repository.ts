import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ReleaseChannel, SiteRelease } from '@drawfront/shared/contract/release';
import type { Executor } from '../../db/client';
import { releaseAudit, sitePointers, siteReleases } from '../../db/schema';

export interface Pointer {
  siteKey: string;
  channel: ReleaseChannel;
  releaseId: string | null;
  revision: number;
  canaryPercentage: number | null;
}

export interface AuditEntry {
  id: number;
  channel: ReleaseChannel;
  action: 'promote' | 'rollback' | 'canary';
  fromRelease: string | null;
  toRelease: string | null;
  actor: string;
  at: string;
  revision: number;
  canaryPercentage: number | null;
}

const pointerColumns = {
  siteKey: sitePointers.siteKey,
  channel: sitePointers.channel,
  releaseId: sitePointers.releaseId,
  revision: sitePointers.revision,
  canaryPercentage: sitePointers.canaryPercentage,
};

export async function insertRelease(db: Executor, release: SiteRelease): Promise<void> {
  await db.insert(siteReleases).values({ id: release.id, siteKey: release.site, document: release, createdAt: new Date(release.createdAt) });
}

export async function findRelease(db: Executor, siteKey: string, id: string): Promise<SiteRelease | null> {
  const [row] = await db.select({ document: siteReleases.document }).from(siteReleases).where(and(eq(siteReleases.siteKey, siteKey), eq(siteReleases.id, id)));
  return row?.document ?? null;
}

export async function findPointers(db: Executor, siteKey: string): Promise<Pointer[]> {
  return db.select(pointerColumns).from(sitePointers).where(eq(sitePointers.siteKey, siteKey));
}

export async function listAllPointers(db: Executor): Promise<Pointer[]> {
  return db.select(pointerColumns).from(sitePointers).orderBy(asc(sitePointers.siteKey), asc(sitePointers.channel));
}

/**
 * Reads a pointer and locks its row until the transaction ends, so the audit row written next names
 * the release this move really replaced. Only inside a transaction.
 */
export async function lockPointer(tx: Executor, siteKey: string, channel: ReleaseChannel): Promise<Pointer | null> {
  const [row] = await tx
    .select(pointerColumns)
    .from(sitePointers)
    .where(and(eq(sitePointers.siteKey, siteKey), eq(sitePointers.channel, channel)))
    .for('update');
  return row ?? null;
}

/** Creates a channel's pointer at revision 1; null when another writer created it first. */
export async function createPointer(db: Executor, siteKey: string, channel: ReleaseChannel, releaseId: string, canaryPercentage: number | null, actor: string, at: Date): Promise<Pointer | null> {
  const [row] = await db
    .insert(sitePointers)
    .values({ siteKey, channel, releaseId, canaryPercentage, revision: 1, updatedAt: at, updatedBy: actor })
    .onConflictDoNothing()
    .returning(pointerColumns);
  return row ?? null;
}

/**
 * Compare-and-swap in one statement: moves the pointer only if it is still at `expectedRevision`,
 * bumping the revision. Null when the revision moved on (someone else won).
 */
export async function swapPointer(
  db: Executor,
  siteKey: string,
  channel: ReleaseChannel,
  expectedRevision: number,
  next: { releaseId: string | null; canaryPercentage: number | null },
  actor: string,
  at: Date,
): Promise<Pointer | null> {
  const [row] = await db
    .update(sitePointers)
    .set({ releaseId: next.releaseId, canaryPercentage: next.canaryPercentage, revision: sql`${sitePointers.revision} + 1`, updatedAt: at, updatedBy: actor })
    .where(and(eq(sitePointers.siteKey, siteKey), eq(sitePointers.channel, channel), eq(sitePointers.revision, expectedRevision)))
    .returning(pointerColumns);
  return row ?? null;
}

export async function insertAudit(db: Executor, siteKey: string, entry: Omit<AuditEntry, 'id' | 'at'> & { at: Date }): Promise<void> {
  await db.insert(releaseAudit).values({ siteKey, ...entry });
}

/** Audit entries of a site (optionally one channel), oldest first or newest first. */
export async function listAudit(db: Executor, siteKey: string, options: { channel?: ReleaseChannel; newestFirst: boolean; limit?: number }): Promise<AuditEntry[]> {
  const where = options.channel ? and(eq(releaseAudit.siteKey, siteKey), eq(releaseAudit.channel, options.channel)) : eq(releaseAudit.siteKey, siteKey);
  const query = db
    .select()
    .from(releaseAudit)
    .where(where)
    .orderBy(options.newestFirst ? desc(releaseAudit.id) : asc(releaseAudit.id));
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    action: row.action,
    fromRelease: row.fromRelease,
    toRelease: row.toRelease,
    actor: row.actor,
    at: row.at.toISOString(),
    revision: row.revision,
    canaryPercentage: row.canaryPercentage,
  }));
}
