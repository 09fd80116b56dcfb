// Starts the platform (API + shell + remotes origin) as a child process and prepares its releases.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { builtVersions } from './artifacts.mjs';
import { packageVersion } from './build-frontends.mjs';
import { createOpsClient, REMOTES } from './ops-client.mjs';
import { repoRoot } from './paths.mjs';

/** Spawns `api/src/frontends/start-platform.ts` with tsx; resolves once /health answers. */
export async function startPlatform({ port = 3000, remotesPort = 3001, host = '127.0.0.1', env = {}, stdio = 'inherit' } = {}) {
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: host,
    REMOTES_BASE_URL: `http://${host}:${remotesPort}`,
    ...env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'api/src/frontends/start-platform.ts')], { cwd: repoRoot, env: childEnv, stdio });
  const apiUrl = `http://${host}:${port}`;
  await waitForHealth(`${apiUrl}/health`, child);
  return { child, apiUrl, remotesBaseUrl: childEnv.REMOTES_BASE_URL };
}

// A shared machine under load can take longer than two minutes to seed and start: PLATFORM_START_TIMEOUT_MS allows more.
async function waitForHealth(url, child, timeoutMs = Number(process.env.PLATFORM_START_TIMEOUT_MS ?? 120_000)) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code) => (exited = code));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the platform exited with code ${exited} before it answered ${url}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
  throw new Error(`the platform did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** The version each remote's package.json declares: what the source tree is, not an experiment built beside it. */
const sourceVersion = (remote) => packageVersion(`mfe-${remote}`);

/**
 * Publishes every built remote version and gives each site without a live release one made of the
 * source tree's version of every remote (`pick` chooses another). An already published version whose build changed is reported,
 * never overwritten: artifacts are immutable, so a changed remote needs a new version.
 */
export async function prepareReleases({ apiUrl, remotesBaseUrl, token = process.env.OPS_TOKEN ?? 'dev-ops-token', log = console.log, pick = (_versions, remote) => sourceVersion(remote) }) {
  const ops = createOpsClient({ apiUrl, token, actor: 'npm-start' });
  const newest = {};
  for (const remote of REMOTES) {
    const versions = builtVersions(remote);
    if (versions.length === 0) throw new Error(`remote ${remote} is not built: run npm run build`);
    for (const version of versions) {
      try {
        await ops.publish(remote, version, remotesBaseUrl);
      } catch (error) {
        if (error.code !== 'artifact_immutable') throw error;
        log(`  ${remote} ${version} was rebuilt with other content; published artifacts are immutable, so build it as a new version: npm run build -- ${remote} --version <next>`);
      }
    }
    newest[remote] = pick(versions, remote);
  }
  const { sites } = await ops.sites();
  for (const site of sites) {
    if (site.liveReleaseId) continue;
    const release = await ops.createRelease(site.key, newest, 'first release, made by npm start', { base: null });
    await ops.promote(site.key, release.id, { expectedRevision: 0 });
    log(`  site ${site.key}: release ${release.id} is live`);
  }
}
