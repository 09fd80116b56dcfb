#!/usr/bin/env node
// `npm test`: every suite, reported in the order that fails fastest: types, lint, unit + API (Jest),
// the production build, then the Playwright journeys in Debian's Chromium. Steps that do not need each
// other overlap: types beside lint, with the build (at low priority) and Chromium's install beside them;
// then the journeys as soon as the build is done (two workers, each with a platform of its own), beside
// Jest at low priority. Output is shown in the summary's order and ends with one summary line. `npm test -- related` is the quick loop (README.md).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { changedFiles, lintable, relatedSpecs } from './lib/related.mjs';
import { run, runQuietly } from './lib/run-process.mjs';
import { flakyJourneys, slowestJestSuites, slowestJourneys } from './lib/slowest.mjs';

const { dropRunDatabases, newRunTag } = createRequire(import.meta.url)('./lib/test-databases.cjs');

const args = process.argv.slice(2);
const related = args[0] === 'related';
const only = related ? [] : args; // e.g. `npm test -- unit e2e`
// Two at least: one for the API suites' database work, one for everything else. PGlite holds
// 300–450 MB a worker, which any machine that runs the suite has.
const JEST_WORKERS = Math.max(2, availableParallelism());
const counts = { passed: 0, failed: 0 };
/** Lines naming the slowest suites and journeys, printed after the summary. */
const slowest = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** A step's outcome { ok, output, ms }: `work` answers ok, or { ok, output } when its output was kept. */
async function timed(work) {
  const started = Date.now();
  const result = await work();
  return { ...(typeof result === 'boolean' ? { ok: result, output: '' } : result), ms: Date.now() - started };
}

function lintCommand(files) {
  return ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '--no-warn-ignored', '--max-warnings=0', ...(files ?? ['.'])];
}

async function lint(files) {
  if (files && files.length === 0) return { ok: true, output: 'no changed source files to lint\n' };
  const eslint = await runQuietly('npx', lintCommand(files)).done;
  const names = await runQuietly('node', ['scripts/check-filenames.mjs']).done;
  const compose = await composeConfig();
  return { ok: eslint.ok && names.ok && compose.ok, output: eslint.output + names.output + compose.output };
}

/** docker-compose.yml must stay valid; checked where Debian's docker-compose is installed. */
async function composeConfig() {
  const version = await runQuietly('docker-compose', ['version']).done;
  if (!version.ok) return { ok: true, output: 'docker-compose not installed: compose file not validated here\n' };
  return runQuietly('docker-compose', ['config', '-q']).done;
}

/** Jest with the terminal; `nice` lets a step running beside it go first. */
async function jest(extra = [], { nice = 0 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'drawfront-jest-'));
  const report = join(dir, 'report.json');
  const runTag = newRunTag();
  console.log(`jest: ${JEST_WORKERS} workers${process.env.TEST_DATABASE_URL ? ', API suites on PostgreSQL (and both where the engine matters)' : ', API suites on PGlite'}${nice ? `, at nice ${nice}` : ''}`);
  try {
    const ok = await run('npx', ['jest', '--ci', `--maxWorkers=${JEST_WORKERS}`, '--json', `--outputFile=${report}`, ...extra], { DRAWFRONT_TEST_RUN: runTag }, { nice });
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      counts.passed += json.numPassedTests;
      counts.failed += json.numFailedTests;
      slowest.push(...slowestJestSuites(json));
    } catch {
      // No report: Jest failed before running tests, which `ok` already says.
    }
    return ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    // Jest's global teardown drops them too; this covers a Jest that crashed before it.
    if (process.env.TEST_DATABASE_URL) await dropRunDatabases(process.env.TEST_DATABASE_URL, runTag).catch((error) => console.log(`test databases not dropped: ${error.message}`));
  }
}

/**
 * The Playwright journeys, started: `done` resolves { ok, output } (output kept when `quiet`, so a step
 * running beside it does not interleave), `stop()` ends them.
 */
function startE2e(specs = [], { quiet = false, chromiumReady = null } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'drawfront-e2e-'));
  const report = join(dir, 'report.json');
  let current = null;
  let stopped = false;
  const step = (command, args, env) => {
    if (quiet) {
      current = runQuietly(command, args, { env });
      return current.done;
    }
    return run(command, args, env).then((ok) => ({ ok, output: '' }));
  };
  const done = (async () => {
    try {
      // Installed already when the run started it early (apt's download overlaps types and lint).
      const chromium = chromiumReady ? await chromiumReady : await step('bash', ['scripts/ensure-chromium.sh']);
      if (!chromium.ok || stopped) return chromium;
      const journeys = await step('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...specs], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
      try {
        const json = JSON.parse(readFileSync(report, 'utf8'));
        counts.passed += json.stats.expected;
        counts.failed += json.stats.unexpected + json.stats.flaky;
        slowest.push(...slowestJourneys(json));
        if (json.stats.flaky) slowest.push(`e2e flaky (failed, then passed on CI's one retry): ${flakyJourneys(json).join('; ')}`);
      } catch {
        // No report: Playwright failed before running tests, which `ok` already says.
      }
      return { ok: journeys.ok, output: chromium.output + journeys.output };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return {
    done,
    stop: () => {
      stopped = true;
      current?.stop();
    },
  };
}

const wanted = (name) => only.length === 0 || only.includes(name);
const results = [];
let failedStep = null;

/** Records a finished step in the summary order; false once a step has failed. */
function report(name, { ok, ms, output = '' }) {
  if (failedStep) return false;
  if (output) process.stdout.write(output);
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds(ms)})`);
  results.push({ name, ms });
  if (!ok) failedStep = name;
  return ok;
}

async function full() {
  // The build needs no step's verdict, only spare cycles: it starts beside types and lint at low priority.
  const building = wanted('build') || wanted('e2e') ? { started: Date.now(), ...runQuietly('node', ['scripts/build.mjs'], { nice: 10 }) } : null;
  // A fresh machine lacks Chromium: apt fetches and installs it while types and lint run (it mostly waits on the network).
  const installing = wanted('e2e') ? runQuietly('bash', ['scripts/ensure-chromium.sh']) : null;
  // The journeys start once the build is done; their output waits for its turn in the summary.
  let journeys = null;
  const built = building?.done.then((outcome) => {
    const result = { ...outcome, ms: Date.now() - building.started };
    if (result.ok && wanted('e2e') && !failedStep) journeys = { started: Date.now(), ...startE2e([], { quiet: true, chromiumReady: installing.done }) };
    return result;
  });
  const stopAll = () => {
    building?.stop();
    // The Chromium install is left to finish: apt stopped mid-way would leave dpkg to repair.
    journeys?.stop();
  };

  // Types and lint side by side; their output is shown in that order.
  const [types, lints] = await Promise.all([
    wanted('typecheck') ? timed(() => runQuietly('node', ['scripts/typecheck.mjs']).done) : null,
    wanted('lint') ? timed(() => lint()) : null,
  ]);
  console.log('\n▶ typecheck, lint');
  if ((types && !report('typecheck', types)) || (lints && !report('lint', lints))) return stopAll();

  if (wanted('unit')) {
    console.log('\n▶ unit (at low priority: the build, then the journeys, run beside it)');
    if (!report('unit', await timed(() => jest([], { nice: 10 })))) return stopAll();
  }
  if (built) {
    console.log('\n▶ build');
    if (!report('build', await built)) return stopAll();
  }
  if (journeys) {
    console.log('\n▶ e2e');
    const outcome = await journeys.done;
    report('e2e', { ...outcome, ms: Date.now() - journeys.started });
  }
}

/** The quick loop: lint and test only what the change touches (types are incremental already). */
async function quick() {
  const files = changedFiles(args[1]);
  console.log(`related: ${files.length} changed file(s)${args[1] ? ` since ${args[1]}` : ''}`);
  console.log('\n▶ typecheck');
  if (!report('typecheck', await timed(() => run('node', ['scripts/typecheck.mjs'])))) return;
  console.log('\n▶ lint (changed files)');
  if (!report('lint', await timed(() => lint(lintable(files))))) return;
  if (files.length === 0) return console.log('\nnothing changed: no suite or journey to run');
  console.log('\n▶ unit (suites related to the changed files)');
  if (!report('unit', await timed(() => jest(['--passWithNoTests', '--findRelatedTests', ...files])))) return;
  const specs = relatedSpecs(files);
  if (specs.length === 0) return console.log('\nno e2e journey names a changed frontend');
  console.log(`\n▶ e2e (${specs.join(', ')})`);
  if (!report('build', await timed(() => run('node', ['scripts/build.mjs'])))) return;
  report('e2e', await timed(() => startE2e(specs).done));
}

const started = Date.now();
await (related ? quick() : full());
console.log(`\n${results.map(({ name, ms }) => `${name} ${seconds(ms)}`).join(' · ')}`);
console.log(`${failedStep ? `failed at ${failedStep}` : 'all steps passed'} in ${seconds(Date.now() - started)}`);
// Where the time went, so a slower run says which suites grew (CI keeps only this log).
for (const line of slowest) console.log(line);
console.log(`tests: ${counts.passed} passed, ${counts.failed + (failedStep && counts.failed === 0 ? 1 : 0)} failed`);
process.exit(failedStep ? 1 : 0);
