import { getInstance } from '@module-federation/enhanced/runtime';
import { assertRemoteModule } from '@drawfront/shared/contract/check-remote';
import type { RemoteArtifact, SiteRelease } from '@drawfront/shared/contract/release';
import type { RemoteParcelModule } from '@drawfront/shared/contract/remote-props';
import { containerName, type RemoteName } from '@drawfront/shared/contract/remotes';
import { integrityPlugin } from './integrity-plugin';
import { retryPlugin } from './retry-plugin';

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised: the shell must be built with ModuleFederationPlugin');
  return instance;
}

/** Registers every remote the release pins, with integrity checks and network retries for their entries. */
export function registerReleaseRemotes(release: SiteRelease): void {
  const mf = federation();
  mf.registerPlugins([
    integrityPlugin(release),
    // Transient network failures are retried before the fallback page is shown.
    retryPlugin({ retries: 2, delayMs: 400 }),
  ]);
  const remotes = Object.values(release.remotes)
    .filter((artifact): artifact is RemoteArtifact => Boolean(artifact))
    .map((artifact) => ({
      name: containerName(artifact.remote),
      alias: artifact.remote,
      entry: new URL(artifact.entryUrl, window.location.href).href,
      type: 'global' as const,
    }));
  mf.registerRemotes(remotes, { force: true });
}

/** Loads a remote's `./parcel` and checks it honours the contract; rejects with context otherwise. */
export async function loadRemoteParcel(remote: RemoteName): Promise<RemoteParcelModule> {
  const loaded = await federation().loadRemote<unknown>(`${containerName(remote)}/parcel`);
  if (!loaded) throw new Error(`Remote "${remote}" could not be loaded: its entry returned no ./parcel`);
  return assertRemoteModule(remote, loaded);
}

/** Fetches a remote's entry ahead of need (when the browser is idle), so its route opens faster. */
export function preloadRemote(remote: RemoteName): void {
  federation()
    .preloadRemote([{ nameOrAlias: containerName(remote), exposes: ['./parcel'] }])
    .catch(() => undefined); // A failed preload is retried for real when the route is visited.
}
