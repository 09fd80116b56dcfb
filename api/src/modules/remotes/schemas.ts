import { REMOTE_NAMES } from '@drawfront/shared/contract/remotes';
import type { RemoteArtifact } from '@drawfront/shared/contract/release';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { SEMVER_PATTERN } from '../../lib/semver';
import { assertType, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';

export const RemoteNameSchema = Type.Enum([...REMOTE_NAMES]);
export const VersionSchema = PatternString(SEMVER_PATTERN, 'must be a semantic version such as 1.4.0', { maxLength: 64 });
/** Absolute http(s) URL, or a path relative to the remotes origin. */
const ArtifactUrlSchema = PatternString('^(https?://[^\\s]+|/[^\\s]*)$', 'must be an http(s) URL or a path starting with /', { minLength: 1, maxLength: 2048 });
export const INTEGRITY_PATTERN = '^sha384-[A-Za-z0-9+/]+=*$';

export const RemoteArtifactSchema = Type.Object({
  remote: RemoteNameSchema,
  version: Type.String(),
  manifestUrl: Type.String(),
  entryUrl: Type.String(),
  integrity: Type.String(),
  contractVersion: Type.String(),
  publishedAt: Type.String({ format: 'date-time' }),
  publishedBy: Type.String(),
});

/** Any remote name in the path: an unknown one is answered 404 by the service, not 422. */
export const RemoteParamsSchema = Type.Object({ remote: Type.String({ minLength: 1, maxLength: 64 }) });

export const PublishBodySchema = Type.Object(
  {
    version: VersionSchema,
    manifestUrl: ArtifactUrlSchema,
    entryUrl: ArtifactUrlSchema,
    integrity: PatternString(INTEGRITY_PATTERN, 'must be a subresource-integrity value sha384-<base64>', { maxLength: 200 }),
    contractVersion: VersionSchema,
  },
  { additionalProperties: false },
);
export type PublishBody = Static<typeof PublishBodySchema>;

export const RemoteVersionsSchema = Type.Object({ remote: RemoteNameSchema, versions: Type.Array(RemoteArtifactSchema) });

export const RemoteListSchema = Type.Object({
  remotes: Type.Array(Type.Object({ remote: RemoteNameSchema, versions: Type.Array(Type.String()), latest: Type.Union([RemoteArtifactSchema, Type.Null()]) })),
});

assertType<SameShape<Static<typeof RemoteArtifactSchema>, RemoteArtifact>>();
