#!/usr/bin/env node
// Type-checks every package once. `shared` is a referenced project (tsc -b): it is checked first and
// writes its declarations, which the other packages then read instead of re-checking shared's sources;
// those eight are checked two at a time (the machines have two cores). Incremental: an unchanged
// package is not checked again.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const LEAVES = ['api', 'mfe-account', 'shell', 'mfe-catalogue', 'mfe-cart-checkout', 'mfe-lotto-party', 'mfe-membership', 'e2e'];
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');

function check(pkg) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-b', join(pkg, 'tsconfig.json')], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✔' : '✘'} ${pkg} (${((Date.now() - started) / 1000).toFixed(0)} s)${code === 0 ? '' : `\n${output}`}`);
      resolvePromise(code === 0);
    });
  });
}

if (!(await check('shared'))) process.exit(1);
const queue = [...LEAVES]; // the longest first, so the two lanes end together
let failed = 0;
await Promise.all(
  [0, 1].map(async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) if (!(await check(pkg))) failed += 1;
  }),
);
process.exit(failed ? 1 : 0);
