// Throwaway: initial JS of the home page (as bench/run.mjs measures it), on ports 4430/4431.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { prepareReleases, startPlatform } from '../scripts/lib/platform-process.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'dl-bench-db-'));
const { child, apiUrl, remotesBaseUrl } = await startPlatform({ port: 4430, remotesPort: 4431, env: { PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await prepareReleases({ apiUrl, remotesBaseUrl, log: () => undefined });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const path of process.argv.slice(2).length ? process.argv.slice(2) : ['/']) {
    const page = await browser.newPage();
    const files = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try { const body = await response.body(); files.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }); } catch {}
    });
    await page.goto(`http://localhost:4430${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await page.close();
    const sum = (k) => files.reduce((t, f) => t + f[k], 0);
    console.log(JSON.stringify({ path, files: files.length, raw: sum('raw'), gzip: sum('gzip'), byFile: files.sort((a, b) => b.gzip - a.gzip).map((f) => `${f.url} ${f.gzip}`) }, null, 1));
  }
  await browser.close();
} finally {
  child.kill();
}
