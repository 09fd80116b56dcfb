import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { SiteRelease } from '@drawfront/shared/contract/release';

/**
 * Makes the browser enforce the release's SHA-384 on every remote entry: the entry script gets
 * `integrity` and `crossorigin`, so a tampered or swapped remoteEntry.js is refused before it runs.
 */
export function integrityPlugin(release: SiteRelease): ModuleFederationRuntimePlugin {
  const integrityByUrl = new Map<string, string>();
  for (const artifact of Object.values(release.remotes)) {
    if (artifact) integrityByUrl.set(new URL(artifact.entryUrl, window.location.href).href, artifact.integrity);
  }
  return {
    name: 'drawfront-integrity',
    createScript({ url }) {
      const integrity = integrityByUrl.get(new URL(url, window.location.href).href);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
