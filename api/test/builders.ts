// Data builders for platform tests: artifacts, releases and pointer moves through the API.
import { createHash } from 'node:crypto';
import { REMOTE_NAMES } from '@drawfront/shared/contract/remotes';
import type { RemoteName } from '@drawfront/shared/contract/remotes';
import type { SiteRelease } from '@drawfront/shared/contract/release';
import type { TestContext } from './helper';

/** A publish body for `remote` at `version`; the integrity is a real SHA-384 of made-up content. */
export function artifactBody(remote: RemoteName, version: string, overrides: Record<string, unknown> = {}) {
  const base = `http://127.0.0.1:3001/remotes/${remote}/${version}`;
  return {
    version,
    manifestUrl: `${base}/mf-manifest.json`,
    entryUrl: `${base}/remoteEntry.js`,
    integrity: `sha384-${createHash('sha384').update(`${remote}@${version}`).digest('base64')}`,
    contractVersion: '1.0.0',
    ...overrides,
  };
}

export async function publish(t: TestContext, remote: RemoteName, version: string, overrides: Record<string, unknown> = {}) {
  return t.inject({ method: 'POST', url: `/platform/remotes/${remote}/versions`, headers: t.ops(), payload: artifactBody(remote, version, overrides) });
}

/** Publishes `version` of every remote; fails the test on any refusal. */
export async function publishAll(t: TestContext, version: string, overrides: Record<string, unknown> = {}): Promise<void> {
  for (const remote of REMOTE_NAMES) {
    const response = await publish(t, remote, version, overrides);
    if (response.statusCode >= 300) throw new Error(`publish ${remote} ${version}: ${response.statusCode} ${response.body}`);
  }
}

export const allAt = (version: string): Record<RemoteName, string> => Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, version])) as Record<RemoteName, string>;

export async function createRelease(t: TestContext, site: string, payload: Record<string, unknown>): Promise<SiteRelease> {
  const response = await t.inject({ method: 'POST', url: `/platform/sites/${site}/releases`, headers: t.ops(), payload });
  if (response.statusCode !== 201) throw new Error(`create release: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function movePointer(t: TestContext, site: string, payload: Record<string, unknown>, actor = 'tester') {
  return t.inject({ method: 'POST', url: `/platform/sites/${site}/pointer`, headers: t.ops(actor), payload });
}

export async function resolve(t: TestContext, site: string, visitor?: string) {
  return t.inject({ method: 'GET', url: `/platform/sites/${site}/release${visitor === undefined ? '' : `?visitor=${visitor}`}` });
}
