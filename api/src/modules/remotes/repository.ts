import { and, asc, eq } from 'drizzle-orm';
import type { RemoteArtifact } from '@drawfront/shared/contract/release';
import type { RemoteName } from '@drawfront/shared/contract/remotes';
import type { Executor } from '../../db/client';
import { remoteArtifacts } from '../../db/schema';

type ArtifactRow = typeof remoteArtifacts.$inferSelect;

export type NewArtifact = Omit<RemoteArtifact, 'publishedAt'> & { publishedAt: Date };

function toArtifact(row: ArtifactRow): RemoteArtifact {
  return {
    remote: row.remote,
    version: row.version,
    manifestUrl: row.manifestUrl,
    entryUrl: row.entryUrl,
    integrity: row.integrity,
    contractVersion: row.contractVersion,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
  };
}

/** Inserts the artifact unless its remote and version exist; returns it only when this call stored it. */
export async function insertArtifact(db: Executor, artifact: NewArtifact): Promise<RemoteArtifact | null> {
  const [row] = await db.insert(remoteArtifacts).values(artifact).onConflictDoNothing().returning();
  return row ? toArtifact(row) : null;
}

export async function findArtifact(db: Executor, remote: RemoteName, version: string): Promise<RemoteArtifact | null> {
  const [row] = await db.select().from(remoteArtifacts).where(and(eq(remoteArtifacts.remote, remote), eq(remoteArtifacts.version, version)));
  return row ? toArtifact(row) : null;
}

export async function listArtifacts(db: Executor, remote?: RemoteName): Promise<RemoteArtifact[]> {
  const query = db.select().from(remoteArtifacts);
  const rows = await (remote ? query.where(eq(remoteArtifacts.remote, remote)) : query).orderBy(asc(remoteArtifacts.id));
  return rows.map(toArtifact);
}
