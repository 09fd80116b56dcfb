#!/usr/bin/env node
// The platform the Playwright suite runs against: the production build (plus the extra artifacts the
// journeys need), a fresh embedded database, every seeded site given a first release. Prints READY.
// `--build-only` builds what is missing and exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { builtVersions } from './lib/artifacts.mjs';
import { buildFrontends, buildOne, FRONTENDS } from './lib/build-frontends.mjs';
import { repoRoot } from './lib/paths.mjs';
import { prepareReleases, startPlatform } from './lib/platform-process.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4310' }, 'remotes-port': { type: 'string', default: '4311' }, 'build-only': { type: 'boolean', default: false } },
});

/** Extra builds the journeys publish while the shell runs: a second catalogue, and a remote on another contract major. */
const EXTRA_BUILDS = [
  { frontend: 'catalogue', version: '2.0.0' },
  { frontend: 'lotto-party', version: '9.0.0-contract-next', dir: join(repoRoot, 'e2e/fixtures/contract-next-remote') },
];

await buildFrontends({ onlyMissing: true, log: (line) => console.error(line) });
for (const extra of EXTRA_BUILDS) {
  if (builtVersions(extra.frontend).includes(extra.version)) continue;
  console.error(`frontends: building ${extra.frontend} ${extra.version} for the e2e suite`);
  await buildOne(FRONTENDS.find((f) => f.name === extra.frontend), { version: extra.version, dir: extra.dir });
}
// The suite builds once, then starts a platform per worker: two platforms must not build the same extra at once.
if (values['build-only']) process.exit(0);

const dataDir = mkdtempSync(join(tmpdir(), 'drawfront-e2e-db-'));
const { child, apiUrl, remotesBaseUrl } = await startPlatform({
  port: Number(values.port),
  remotesPort: Number(values['remotes-port']),
  // Every sign-up and email check of the journeys comes from 127.0.0.1: lift the per-address limits.
  // Links in mail open this platform's pages (the seeded public URLs name port 3000).
  env: {
    PGLITE_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SIGNUP_LIMIT_PER_ADDRESS: '10000',
    CHECK_EMAIL_LIMIT_PER_ADDRESS: '10000',
    MAIL_SITE_URLS: `drawfront=http://localhost:${values.port},goodcause=http://charity.localhost:${values.port}`,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
// First releases pin the source tree's versions; the journeys deploy the others themselves.
await prepareReleases({ apiUrl, remotesBaseUrl, log: (line) => console.error(line) });
console.log('READY');

const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
