import type { RemoteName } from './remotes';

/** One built, immutable remote artifact as the ops CLI publishes it. */
export interface RemoteArtifact {
  remote: RemoteName;
  version: string;
  /** URL of the remote's `mf-manifest.json`, absolute or relative to the remotes origin. */
  manifestUrl: string;
  /** URL of the remote's `remoteEntry.js`; the browser checks it against `integrity`. */
  entryUrl: string;
  /** Subresource-integrity value of the entry: `sha384-<base64>`. */
  integrity: string;
  contractVersion: string;
  publishedAt: string;
  publishedBy: string;
}

/** An immutable document pinning, for one site, the version of every remote. */
export interface SiteRelease {
  id: string;
  site: string;
  contractVersion: string;
  remotes: Partial<Record<RemoteName, RemoteArtifact>>;
  createdAt: string;
  createdBy: string;
  notes: string;
}

export type ReleaseChannel = 'live' | 'canary';

/** Answer of `GET /platform/sites/{site}/release`. */
export interface ReleaseResolution {
  release: SiteRelease;
  channel: ReleaseChannel;
  /** Pointer revision, used for compare-and-swap when moving it. */
  revision: number;
}
