#!/usr/bin/env node
// Type-checks every package with its own tsconfig (tsc --noEmit), two at a time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const packages = ['shared', 'shell', 'mfe-catalogue', 'mfe-cart-checkout', 'mfe-account', 'mfe-lotto-party', 'mfe-membership', 'api', 'e2e'];
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
let failed = 0;

function check(pkg) {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', join(pkg, 'tsconfig.json')], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) failed += 1;
      console.log(`${code === 0 ? '✔' : '✘'} ${pkg}${code === 0 ? '' : `\n${output}`}`);
      resolvePromise();
    });
  });
}

const queue = [...packages];
await Promise.all([0, 1].map(async () => {
  for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await check(pkg);
}));
process.exit(failed ? 1 : 0);
