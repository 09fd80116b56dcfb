import { isRemoteName, REMOTE_NAMES } from '@drawfront/shared/contract/remotes';
import type { RemoteArtifact } from '@drawfront/shared/contract/release';
import type { RemoteName } from '@drawfront/shared/contract/remotes';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { Clock } from '../../lib/clock';
import { compareSemver } from '../../lib/semver';
import { findArtifact, insertArtifact, listArtifacts } from './repository';
import type { PublishBody } from './schemas';

export type RemoteService = ReturnType<typeof createRemoteService>;

const COMPARED_FIELDS = ['manifestUrl', 'entryUrl', 'integrity', 'contractVersion'] as const;

/** The remote name, or a 404 naming the known ones. */
export function requireRemoteName(value: string): RemoteName {
  if (!isRemoteName(value)) throw new AppError(ERROR_CODES.unknownRemote, [value, REMOTE_NAMES.join(', ')]);
  return value;
}

const newestFirst = (a: RemoteArtifact, b: RemoteArtifact) => compareSemver(b.version, a.version);

export function createRemoteService(db: Database, { clock }: { clock: Clock }) {
  return {
    /**
     * Publishes a built remote version. Artifacts are immutable: publishing the same build again is
     * a no-op (`created: false`), publishing other content under a published version is a 409.
     */
    async publish(remoteName: string, body: PublishBody, actor: string): Promise<{ artifact: RemoteArtifact; created: boolean }> {
      const remote = requireRemoteName(remoteName);
      const inserted = await insertArtifact(db, { remote, ...body, publishedBy: actor, publishedAt: clock.now() });
      if (inserted) return { artifact: inserted, created: true };
      const existing = await findArtifact(db, remote, body.version);
      if (!existing) throw new Error(`artifact ${remote} ${body.version} conflicted on insert but cannot be read`);
      const differing = COMPARED_FIELDS.filter((field) => existing[field] !== body[field]);
      if (differing.length > 0) {
        throw new AppError(ERROR_CODES.artifactImmutable, [remote, body.version, differing.join(', ')], {
          errors: Object.fromEntries(differing.map((field) => [field, [`differs from the published ${field} "${existing[field]}"`]])),
          result: existing,
        });
      }
      return { artifact: existing, created: false };
    },

    /** Published versions of one remote, newest version first. */
    async versions(remoteName: string): Promise<{ remote: RemoteName; versions: RemoteArtifact[] }> {
      const remote = requireRemoteName(remoteName);
      return { remote, versions: (await listArtifacts(db, remote)).sort(newestFirst) };
    },

    /** Every remote with its published versions (newest first) and the newest artifact. */
    async overview(): Promise<{ remotes: { remote: RemoteName; versions: string[]; latest: RemoteArtifact | null }[] }> {
      const all = (await listArtifacts(db)).sort(newestFirst);
      return {
        remotes: REMOTE_NAMES.map((remote) => {
          const own = all.filter((artifact) => artifact.remote === remote);
          return { remote, versions: own.map((artifact) => artifact.version), latest: own[0] ?? null };
        }),
      };
    },

    /** One published artifact, or null. Artifacts never change, so callers may read it outside their transaction. */
    find: (remote: RemoteName, version: string) => findArtifact(db, remote, version),
  };
}
