import type { ReleaseResolution, SiteRelease } from '@drawfront/shared/contract/release';
import { REMOTE_NAMES } from '@drawfront/shared/contract/remotes';
import type { RemoteName } from '@drawfront/shared/contract/remotes';
import { Type } from 'typebox';
import type { Static, TOptional, TSchema } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { RemoteArtifactSchema, VersionSchema } from '../remotes/schemas';
import type { AuditEntry, PointerState } from './service';

/** An object with one optional property per remote (and no other). */
function perRemote<T extends TSchema>(schema: T) {
  return Type.Object(Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, Type.Optional(schema)])) as Record<RemoteName, TOptional<T>>, { additionalProperties: false });
}

const Uuid = Type.String({ format: 'uuid' });
const Channel = Type.Enum(['live', 'canary']);

export const ReleaseParamsSchema = Type.Object({ site: Type.String({ minLength: 1, maxLength: 64 }), id: Uuid });

export const SiteReleaseSchema = Type.Object({
  id: Type.String(),
  site: Type.String(),
  contractVersion: Type.String(),
  remotes: perRemote(RemoteArtifactSchema),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String(),
  notes: Type.String(),
});

export const CreateReleaseBodySchema = Type.Object(
  {
    remotes: perRemote(VersionSchema),
    notes: Type.Optional(Type.String({ maxLength: 2000 })),
    base: Type.Optional(Type.Literal('live')),
  },
  { additionalProperties: false },
);

export const MovePointerBodySchema = Type.Object(
  {
    releaseId: Uuid,
    expectedRevision: Type.Integer({ minimum: 0 }),
    channel: Type.Optional(Channel),
    percentage: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
  },
  { additionalProperties: false },
);

export const RollbackBodySchema = Type.Object(
  {
    expectedRevision: Type.Optional(Type.Integer({ minimum: 1 })),
    channel: Type.Optional(Channel),
  },
  { additionalProperties: false },
);

export const EndCanaryQuerySchema = Type.Object({ expectedRevision: Type.Optional(Type.Integer({ minimum: 1 })) });

export const PointerStateSchema = Type.Object({
  site: Type.String(),
  channel: Channel,
  releaseId: Nullable(Type.String()),
  revision: Type.Integer(),
  canaryPercentage: Nullable(Type.Integer()),
});

export const ResolveQuerySchema = Type.Object({
  // Spec: identifiers read from cookies or storage are letters, digits, hyphen and underscore.
  visitor: Type.Optional(PatternString('^[A-Za-z0-9_-]+$', 'may hold only letters, digits, hyphen and underscore', { minLength: 1, maxLength: 128 })),
});

export const ReleaseResolutionSchema = Type.Object({ release: SiteReleaseSchema, channel: Channel, revision: Type.Integer() });

export const HistoryQuerySchema = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

export const HistorySchema = Type.Object({
  entries: Type.Array(
    Type.Object({
      id: Type.Integer(),
      channel: Channel,
      action: Type.Enum(['promote', 'rollback', 'canary']),
      fromRelease: Nullable(Type.String()),
      toRelease: Nullable(Type.String()),
      actor: Type.String(),
      at: Type.String({ format: 'date-time' }),
      revision: Type.Integer(),
      canaryPercentage: Nullable(Type.Integer()),
    }),
  ),
});

assertType<SameShape<Static<typeof SiteReleaseSchema>, SiteRelease>>();
assertType<SameShape<Static<typeof ReleaseResolutionSchema>, ReleaseResolution>>();
assertType<SameShape<Static<typeof PointerStateSchema>, PointerState>>();
assertType<SameShape<Static<typeof HistorySchema>['entries'][number], AuditEntry>>();
