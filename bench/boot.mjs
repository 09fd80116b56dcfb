#!/usr/bin/env node
// `node bench/boot.mjs [--port 4410]`: the page-boot part of `npm run bench` on its own (a minute, not
// half an hour): initial JS, requests and sequential round trips per route, and the home page with every
// API answer delayed 3 s. Writes bench/results/boot.json and boot.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildFrontends } from '../scripts/lib/build-frontends.mjs';
import { prepareReleases, startPlatform } from '../scripts/lib/platform-process.mjs';
import { bootTable, measureBoot } from './boot-report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// --running: measure a platform already listening on --port (and its remotes on the next port).
const { values } = parseArgs({ options: { port: { type: 'string', default: '4410' }, running: { type: 'boolean', default: false } } });
const port = Number(values.port);

await buildFrontends({ onlyMissing: true });
const dataDir = mkdtempSync(join(tmpdir(), 'drawfront-boot-db-'));
const { child, apiUrl, remotesBaseUrl } = values.running
  ? { child: null, apiUrl: `http://127.0.0.1:${port}`, remotesBaseUrl: `http://127.0.0.1:${port + 1}` }
  : await startPlatform({ port, remotesPort: port + 1, env: { PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await prepareReleases({ apiUrl, remotesBaseUrl, log: () => undefined });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const results = { measuredAt: new Date().toISOString(), ...(await measureBoot(browser, `http://localhost:${port}`)) };
  await browser.close();
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results/boot.json'), `${JSON.stringify(results, null, 2)}\n`);
  const table = bootTable(results);
  writeFileSync(join(here, 'results/boot.md'), `# Page boot ${results.measuredAt}\n\n${table}\n`);
  console.log(table);
} finally {
  child?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
