#!/usr/bin/env node
// `npm run bench`: measures what the budgets in ARCHITECTURE §6 are about, on the production build:
// initial JS per route (raw and gzip), Lighthouse mobile scores for home, a play page and the cart (served
// compressed), an API read under load, and purchases per second with their latency.
// Results: bench/results/latest.json and bench/results/latest.md.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHmac } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { buildFrontends } from '../scripts/lib/build-frontends.mjs';
import { prepareReleases, startPlatform } from '../scripts/lib/platform-process.mjs';
import { bootTable, measureBoot } from './boot-report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, 'results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const ROUTES = ['/', '/lotto-tickets', '/cart', '/login', '/lotto-party', '/daily-winners'];
const BUDGET_HOME_GZIP = 150 * 1024;
// ARCHITECTURE §6: Lighthouse on home, a play page and the cart.
const LIGHTHOUSE_PATHS = ['/', '/saturday-super-draw', '/cart'];

/** JS a first visit to `path` downloads before the page settles: raw bytes and gzip -9 bytes. */
async function initialJs(browser, baseUrl, path) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      files.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // a response without a body (redirect) carries no script
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { path, files: files.length, raw: sum('raw'), gzip: sum('gzip'), byFile: files.sort((a, b) => b.gzip - a.gzip) };
}

function lighthouse(url) {
  return new Promise((resolvePromise, reject) => {
    const dir = mkdtempSync(join(tmpdir(), 'drawfront-lh-'));
    const out = join(dir, 'report.json');
    const child = spawn(process.execPath, [join(here, '..', 'node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility', '--form-factor=mobile', `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`], {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${errors.slice(-2000)}`);
        const report = JSON.parse(readFileSync(out, 'utf8'));
        resolvePromise({
          url,
          performance: Math.round(report.categories.performance.score * 100),
          accessibility: Math.round(report.categories.accessibility.score * 100),
          lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
          cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          failedAccessibilityAudits: Object.values(report.audits).filter((a) => a.score === 0 && report.categories.accessibility.auditRefs.some((r) => r.id === a.id)).map((a) => a.id),
        });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Runs bench/purchase-bench.ts (TypeScript, through tsx): one JSON line per purchase scenario. */
function purchaseBench() {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'purchase-bench.ts')], { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`purchase bench exited with ${code}`));
      else resolvePromise(output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line)));
    });
  });
}

/** Runs bench/draw-bench.ts: one draw of 100,000 games closed, drawn, scored, paid and emailed on PostgreSQL. */
function drawBench() {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'draw-bench.ts')], { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`draw bench exited with ${code}`));
      else resolvePromise(JSON.parse(line));
    });
  });
}

/** Runs bench/recurring-bench.ts: one draw's 10,000 active autoplays charged by the recurring-purchase runner on PostgreSQL. */
function recurringBench() {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'recurring-bench.ts')], { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`recurring bench exited with ${code}`));
      else resolvePromise(JSON.parse(line));
    });
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Signed headers for the main API, as the browser's client sends them (valid for the ±300 s skew). */
async function signedHeaders(apiUrl, site = 'drawfront') {
  const current = await (await fetch(`${apiUrl}/platform/sites/current`, { headers: { 'X-Drawfront-Site': site } })).json();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', current.signingSecret).update(`${current.appKey}:${timestamp}:`).digest('hex');
  return { 'X-Drawfront-Site': site, 'X-App-Key': current.appKey, 'X-Timestamp': timestamp, 'X-Signature': signature, 'X-Api-Version': '3.9' };
}

/** Latency of one API read under load from autocannon on loopback, bounded to `seconds`. */
async function apiLatency(apiUrl, path, headers, seconds = 10) {
  const result = await autocannon({ url: `${apiUrl}${path}`, headers, connections: 10, duration: seconds });
  return { path, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** The newest drawn draw of an offer (the seeded history drew 12 weeks), for the draw result page's read. */
async function newestDrawNo(apiUrl, offerKey) {
  const response = await fetch(`${apiUrl}/v2/draw/full_result`, { headers: await signedHeaders(apiUrl) });
  const result = (await response.json()).results?.find((candidate) => candidate.offerKey === offerKey);
  if (!result) throw new Error(`GET /v2/draw/full_result (${response.status}) has no result of ${offerKey} to read under load`);
  return result.drawNo;
}

await buildFrontends({ onlyMissing: true });
const dataDir = mkdtempSync(join(tmpdir(), 'drawfront-bench-db-'));
const { child, apiUrl, remotesBaseUrl } = await startPlatform({ port: 4410, remotesPort: 4411, env: { PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await prepareReleases({ apiUrl, remotesBaseUrl, log: () => undefined });
  const baseUrl = 'http://localhost:4410';
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const js = [];
  for (const path of ROUTES) js.push(await initialJs(browser, baseUrl, path));
  // Requests, sequential round trips to the content, and the paint with a slow API (bench/page-boot.mjs).
  const boot = await measureBoot(browser, baseUrl);
  await browser.close();
  const lh = [];
  for (const path of LIGHTHOUSE_PATHS) lh.push(await lighthouse(`${baseUrl}${path}`).catch((error) => ({ url: `${baseUrl}${path}`, error: error.message })));
  const api = [];
  // Catalogue reads, and the two reads behind /lotto-results and /{offer}/results/draw/{drawNo} (goal: p99 ≤ 25 ms).
  const drawNo = await newestDrawNo(apiUrl, 'saturday-super-draw');
  for (const path of ['/v2/pricing/default/product_offers', '/v2/draw/full_result', `/v2/draw/details/saturday-super-draw/${drawNo}`]) {
    api.push(await apiLatency(apiUrl, path, await signedHeaders(apiUrl)));
  }

  const purchases = await purchaseBench().catch((error) => [{ error: error.message }]);
  const draw = await drawBench().catch((error) => ({ error: error.message }));
  const recurring = await recurringBench().catch((error) => ({ error: error.message }));
  const results = { measuredAt: new Date().toISOString(), node: process.version, initialJs: js, boot, lighthouse: lh, api, purchases, draw, recurring, budgets: { homeInitialJsGzip: { budget: BUDGET_HOME_GZIP, actual: js[0].gzip, ok: js[0].gzip <= BUDGET_HOME_GZIP } } };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const table = [
    '| route | scripts | raw | gzip |',
    '|---|---|---|---|',
    ...js.map((r) => `| ${r.path} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} |`),
    '',
    '| Lighthouse mobile | performance | accessibility | LCP | TBT | CLS | failing a11y audits |',
    '|---|---|---|---|---|---|---|',
    ...lh.map((r) => (r.error ? `| ${new URL(r.url).pathname} | failed: ${r.error.slice(0, 200)} | | | | | |` : `| ${new URL(r.url).pathname} | ${r.performance} | ${r.accessibility} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.failedAccessibilityAudits.join(', ') || 'none'} |`)),
    '',
    `Home initial JS budget ${kb(BUDGET_HOME_GZIP)} gzip: ${results.budgets.homeInitialJsGzip.ok ? 'within' : 'OVER'} (${kb(js[0].gzip)})`,
    '',
    bootTable(boot),
    '',
    '| API read (10 connections, 10 s, embedded PGlite; goal p99 ≤ 25 ms) | req/s | p50 | p99 | non-2xx |',
    '|---|---|---|---|---|',
    ...api.map((a) => `| GET ${a.path} | ${a.requestsPerSecond} | ${a.p50Ms} ms | ${a.p99Ms} ms | ${a.non2xx} |`),
    '',
    '| POST /v2/cart/purchase (real HTTP) | connections | purchases/s | p50 | p99 | non-2xx |',
    '|---|---|---|---|---|---|',
    ...purchases.map((p) => (p.error ? `| purchase bench failed: ${p.error} | | | | | |` : `| ${p.backend}, ${p.scenario} | ${p.connections} | ${p.purchasesPerSecond} | ${p.p50Ms} ms | ${p.p99Ms} ms | ${p.non2xx} |`)),
    '',
    '| Draw: games scored and paid (goal ≥ 20,000/s) | games | prizes paid | seconds | games/s |',
    '|---|---|---|---|---|',
    draw.error ? `| draw bench failed: ${draw.error} | | | | |` : `| ${draw.backend}, one draw | ${draw.games} | ${draw.winnersPaid} | ${draw.seconds} | ${draw.gamesPerSecond} |`,
    '',
    '| Recurring purchases for one draw (goal ≥ 1,000/s) | autoplays | concurrency | seconds | per second | charged once | ledger sum |',
    '|---|---|---|---|---|---|---|',
    recurring.error
      ? `| recurring bench failed: ${recurring.error} | | | | | | |`
      : `| ${recurring.backend}, autoplay runner | ${recurring.autoplays} | ${recurring.concurrency} | ${recurring.seconds} | ${recurring.perSecond} | ${recurring.chargedOnce ? 'yes' : 'NO'} | ${recurring.ledgerSum} |`,
  ].join('\n');
  writeFileSync(join(resultsDir, 'latest.md'), `# Bench ${results.measuredAt}\n\n${table}\n`);
  console.log(table);
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
