// Reads built remote artifacts from dist/remotes and computes what a release pins for each.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

export const remotesDir = join(repoRoot, 'dist', 'remotes');

/** Subresource-integrity value (sha384) of a file, as the browser checks it. */
export function integrityOf(file) {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** The built versions of one remote, oldest first by semantic version. */
export function builtVersions(remote) {
  const dir = join(remotesDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => existsSync(join(dir, version, 'drawfront-artifact.json')))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/** Describes one built artifact for `POST /platform/remotes/{remote}/versions`. */
export function describeArtifact(remote, version, remotesBaseUrl) {
  const dir = join(remotesDir, remote, version);
  const descriptorFile = join(dir, 'drawfront-artifact.json');
  if (!existsSync(descriptorFile)) {
    const known = builtVersions(remote);
    throw new Error(`${remote} ${version} is not built (no ${descriptorFile}); built versions: ${known.length ? known.join(', ') : 'none'}`);
  }
  const descriptor = JSON.parse(readFileSync(descriptorFile, 'utf8'));
  const base = `${remotesBaseUrl.replace(/\/$/, '')}/remotes/${remote}/${version}`;
  return {
    version,
    manifestUrl: `${base}/mf-manifest.json`,
    entryUrl: `${base}/remoteEntry.js`,
    integrity: integrityOf(join(dir, 'remoteEntry.js')),
    contractVersion: descriptor.contractVersion,
  };
}
