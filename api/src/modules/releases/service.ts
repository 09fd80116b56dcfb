import { createHash, randomUUID } from 'node:crypto';
import { CONTRACT_VERSION, majorOf } from '@drawfront/shared/contract/contract-version';
import type { ReleaseChannel, ReleaseResolution, RemoteArtifact, SiteRelease } from '@drawfront/shared/contract/release';
import { REMOTE_NAMES } from '@drawfront/shared/contract/remotes';
import type { RemoteName } from '@drawfront/shared/contract/remotes';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { FieldErrors } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { Clock } from '../../lib/clock';
import { compareSemver } from '../../lib/semver';
import type { RemoteService } from '../remotes/service';
import type { SiteService } from '../sites/service';
import { createPointer, findPointers, findRelease, insertAudit, insertRelease, listAllPointers, listAudit, lockPointer, swapPointer } from './repository';
import type { AuditEntry, Pointer } from './repository';

export type { AuditEntry, Pointer } from './repository';

export interface CreateReleaseInput {
  remotes: Partial<Record<RemoteName, string>>;
  notes?: string;
  base?: 'live';
}

export interface MovePointerInput {
  releaseId: string;
  expectedRevision: number;
  channel?: ReleaseChannel;
  percentage?: number;
}

/** A pointer as the API answers it. */
export interface PointerState {
  site: string;
  channel: ReleaseChannel;
  releaseId: string | null;
  revision: number;
  canaryPercentage: number | null;
}

const toState = (pointer: Pointer): PointerState => ({
  site: pointer.siteKey,
  channel: pointer.channel,
  releaseId: pointer.releaseId,
  revision: pointer.revision,
  canaryPercentage: pointer.canaryPercentage,
});

/** Stable canary bucket 0–99 of a visitor on a site: the same visitor always lands in the same bucket. */
export function canaryBucket(siteKey: string, visitor: string): number {
  return createHash('sha256').update(`${siteKey}:${visitor}`).digest().readUInt32BE(0) % 100;
}

/**
 * Where a channel's rollback goes: replay the channel's audit log as a stack (a promote or canary
 * start pushes, a rollback pops, ending a canary empties it); the entry under the top is the target.
 */
function rollbackTarget(entries: readonly AuditEntry[]): { releaseId: string; canaryPercentage: number | null } | null {
  const stack: { releaseId: string; canaryPercentage: number | null }[] = [];
  for (const entry of entries) {
    if (entry.action === 'rollback') stack.pop();
    else if (entry.toRelease === null) stack.length = 0;
    else stack.push({ releaseId: entry.toRelease, canaryPercentage: entry.canaryPercentage });
  }
  return stack.length >= 2 ? stack[stack.length - 2]! : null;
}

export type ReleaseService = ReturnType<typeof createReleaseService>;

export function createReleaseService(db: Database, deps: { sites: SiteService; remotes: RemoteService; clock: Clock }) {
  async function requireSite(siteKey: string): Promise<void> {
    if (!(await deps.sites.getSite(siteKey))) throw new AppError(ERROR_CODES.unknownSite, [siteKey]);
  }

  async function requireRelease(db2: Executor, siteKey: string, releaseId: string): Promise<SiteRelease> {
    const release = await findRelease(db2, siteKey, releaseId);
    if (!release) throw new AppError(ERROR_CODES.unknownRelease, [releaseId, siteKey]);
    return release;
  }

  function stale(siteKey: string, channel: ReleaseChannel, current: number, expected: number): AppError {
    return new AppError(ERROR_CODES.staleRevision, [channel, siteKey, current, expected], { result: { channel, revision: current } });
  }

  async function liveRelease(siteKey: string): Promise<{ release: SiteRelease; revision: number } | null> {
    const live = (await findPointers(db, siteKey)).find((pointer) => pointer.channel === 'live');
    if (!live?.releaseId) return null;
    return { release: await requireRelease(db, siteKey, live.releaseId), revision: live.revision };
  }

  const service = {
    /**
     * Creates an immutable release pinning every remote. With `base: 'live'` the remotes not named
     * keep the live release's pins. All pins must speak the shell's contract major.
     */
    async createRelease(siteKey: string, input: CreateReleaseInput, actor: string): Promise<SiteRelease> {
      await requireSite(siteKey);
      const pins: Partial<Record<RemoteName, RemoteArtifact>> = {};
      if (input.base === 'live') {
        const live = await liveRelease(siteKey);
        if (!live) throw new AppError(ERROR_CODES.noLiveReleaseToBase, [siteKey]);
        Object.assign(pins, live.release.remotes);
      }

      const unknown: FieldErrors = {};
      for (const [remote, version] of Object.entries(input.remotes) as [RemoteName, string][]) {
        const artifact = await deps.remotes.find(remote, version);
        if (artifact) pins[remote] = artifact;
        else unknown[`remotes.${remote}`] = [`remote '${remote}' has no published version '${version}'`];
      }
      const [firstUnknown] = Object.keys(unknown);
      if (firstUnknown) {
        const remote = firstUnknown.slice('remotes.'.length) as RemoteName;
        throw new AppError(ERROR_CODES.unknownVersion, [remote, input.remotes[remote]!], { errors: unknown });
      }

      const missing = REMOTE_NAMES.filter((remote) => !pins[remote]);
      if (missing.length > 0) {
        throw new AppError(ERROR_CODES.releaseIncomplete, [missing.join(', ')], {
          errors: Object.fromEntries(missing.map((remote) => [`remotes.${remote}`, ['This field is required']])),
        });
      }

      const shellMajor = majorOf(CONTRACT_VERSION);
      const artifacts = REMOTE_NAMES.map((remote) => pins[remote]!);
      const mismatched = artifacts.filter((artifact) => majorOf(artifact.contractVersion) !== shellMajor);
      if (mismatched.length > 0) {
        throw new AppError(ERROR_CODES.contractMismatch, [shellMajor, CONTRACT_VERSION, mismatched.map((a) => `${a.remote} ${a.version} speaks ${a.contractVersion}`).join('; ')], {
          errors: Object.fromEntries(mismatched.map((a) => [`remotes.${a.remote}`, [`contract ${a.contractVersion} is not major ${shellMajor}`]])),
        });
      }

      const release: SiteRelease = {
        id: randomUUID(),
        site: siteKey,
        // The newest contract among the pins: the shell must speak at least this (same major by the check above).
        contractVersion: artifacts.map((a) => a.contractVersion).sort(compareSemver).at(-1)!,
        remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, pins[remote]!])),
        createdAt: deps.clock.now().toISOString(),
        createdBy: actor,
        notes: input.notes ?? '',
      };
      await insertRelease(db, release);
      return release;
    },

    async getRelease(siteKey: string, releaseId: string): Promise<SiteRelease> {
      await requireSite(siteKey);
      return requireRelease(db, siteKey, releaseId);
    },

    /**
     * Points a channel at a release with compare-and-swap on the pointer's revision (0 when the
     * channel has no pointer yet) and audits the move in the same transaction.
     */
    async movePointer(siteKey: string, input: MovePointerInput, actor: string): Promise<PointerState> {
      await requireSite(siteKey);
      const channel = input.channel ?? 'live';
      if (channel === 'live' && input.percentage !== undefined) {
        throw new AppError(ERROR_CODES.invalidPercentage, ['percentage applies to the canary channel only'], { errors: { percentage: ['only for channel canary'] } });
      }
      if (channel === 'canary' && input.percentage === undefined) {
        throw new AppError(ERROR_CODES.invalidPercentage, ['a canary needs a percentage from 1 to 99'], { errors: { percentage: ['This field is required'] } });
      }
      const canaryPercentage = channel === 'canary' ? input.percentage! : null;

      return db.transaction(async (tx) => {
        await requireRelease(tx, siteKey, input.releaseId);
        // A canary splits traffic away from the live release, so there must be one.
        if (channel === 'canary' && !(await findPointers(tx, siteKey)).some((pointer) => pointer.channel === 'live')) {
          throw new AppError(ERROR_CODES.noLiveRelease, [siteKey]);
        }
        const current = await lockPointer(tx, siteKey, channel);
        const currentRevision = current?.revision ?? 0;
        if (currentRevision !== input.expectedRevision) throw stale(siteKey, channel, currentRevision, input.expectedRevision);
        if (current && current.releaseId === input.releaseId && current.canaryPercentage === canaryPercentage) {
          throw new AppError(ERROR_CODES.alreadyCurrent, [input.releaseId, channel, siteKey]);
        }

        const moved = current
          ? await swapPointer(tx, siteKey, channel, input.expectedRevision, { releaseId: input.releaseId, canaryPercentage }, actor, deps.clock.now())
          : await createPointer(tx, siteKey, channel, input.releaseId, canaryPercentage, actor, deps.clock.now());
        if (!moved) {
          // Another writer got there between our read and our write (only possible for the first pointer).
          const now = (await lockPointer(tx, siteKey, channel))?.revision ?? 0;
          throw stale(siteKey, channel, now, input.expectedRevision);
        }
        await insertAudit(tx, siteKey, {
          at: deps.clock.now(),
          channel,
          action: channel === 'live' ? 'promote' : 'canary',
          fromRelease: current?.releaseId ?? null,
          toRelease: input.releaseId,
          actor,
          revision: moved.revision,
          canaryPercentage,
        });
        return toState(moved);
      });
    },

    /** Ends a running canary: every visitor gets the live release again. */
    async endCanary(siteKey: string, expectedRevision: number | undefined, actor: string): Promise<PointerState> {
      await requireSite(siteKey);
      return db.transaction(async (tx) => {
        const current = await lockPointer(tx, siteKey, 'canary');
        if (!current?.releaseId) throw new AppError(ERROR_CODES.noCanary, [siteKey]);
        if (expectedRevision !== undefined && expectedRevision !== current.revision) throw stale(siteKey, 'canary', current.revision, expectedRevision);
        const moved = await swapPointer(tx, siteKey, 'canary', current.revision, { releaseId: null, canaryPercentage: null }, actor, deps.clock.now());
        if (!moved) throw stale(siteKey, 'canary', current.revision + 1, current.revision);
        await insertAudit(tx, siteKey, { channel: 'canary', action: 'canary', fromRelease: current.releaseId, toRelease: null, actor, revision: moved.revision, canaryPercentage: null, at: deps.clock.now() });
        return toState(moved);
      });
    },

    /** Moves a channel back to the release it pointed at before its last move (from the audit log). */
    async rollback(siteKey: string, input: { expectedRevision?: number; channel?: ReleaseChannel }, actor: string): Promise<PointerState> {
      await requireSite(siteKey);
      const channel = input.channel ?? 'live';
      return db.transaction(async (tx) => {
        const current = await lockPointer(tx, siteKey, channel);
        if (!current?.releaseId) throw new AppError(ERROR_CODES.nothingToRollBack, [channel, siteKey]);
        if (input.expectedRevision !== undefined && input.expectedRevision !== current.revision) {
          throw stale(siteKey, channel, current.revision, input.expectedRevision);
        }
        const target = rollbackTarget(await listAudit(tx, siteKey, { channel, newestFirst: false }));
        if (!target) throw new AppError(ERROR_CODES.nothingToRollBack, [channel, siteKey]);
        const moved = await swapPointer(tx, siteKey, channel, current.revision, target, actor, deps.clock.now());
        if (!moved) throw stale(siteKey, channel, current.revision + 1, current.revision);
        await insertAudit(tx, siteKey, {
          at: deps.clock.now(),
          channel,
          action: 'rollback',
          fromRelease: current.releaseId,
          toRelease: target.releaseId,
          actor,
          revision: moved.revision,
          canaryPercentage: target.canaryPercentage,
        });
        return toState(moved);
      });
    },

    /**
     * The release a visitor's shell should load: the canary when one runs and the visitor's stable
     * bucket falls under its percentage, else the live one.
     */
    async resolve(siteKey: string, visitor: string | undefined): Promise<ReleaseResolution> {
      await requireSite(siteKey);
      const pointers = await findPointers(db, siteKey);
      const live = pointers.find((pointer) => pointer.channel === 'live');
      if (!live?.releaseId) throw new AppError(ERROR_CODES.noLiveRelease, [siteKey]);
      const canary = pointers.find((pointer) => pointer.channel === 'canary');
      if (canary?.releaseId && canary.canaryPercentage !== null && visitor !== undefined && canaryBucket(siteKey, visitor) < canary.canaryPercentage) {
        return { release: await requireRelease(db, siteKey, canary.releaseId), channel: 'canary', revision: canary.revision };
      }
      return { release: await requireRelease(db, siteKey, live.releaseId), channel: 'live', revision: live.revision };
    },

    async history(siteKey: string, limit: number): Promise<AuditEntry[]> {
      await requireSite(siteKey);
      return listAudit(db, siteKey, { newestFirst: true, limit });
    },

    /** Live and canary pointers of every site, for the site list. */
    allPointers: () => listAllPointers(db),
  };
  return service;
}
