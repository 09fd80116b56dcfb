// Builds the shell and the remotes with webpack, two at a time (the machines have two cores).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

export const FRONTENDS = [
  { name: 'shell', dir: 'shell', output: () => join(repoRoot, 'dist/shell/index.html') },
  ...['catalogue', 'cart-checkout', 'account', 'lotto-party', 'membership'].map((remote) => ({
    name: remote,
    dir: `mfe-${remote}`,
    output: (version) => join(repoRoot, 'dist/remotes', remote, version ?? packageVersion(`mfe-${remote}`), 'remoteEntry.js'),
  })),
];

export function packageVersion(dir) {
  return JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).version;
}

/** Runs one webpack build; resolves with its duration, rejects with its output on failure. */
export function buildOne(frontend, { version, mode = 'production', dir } = {}) {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules/webpack/bin/webpack.js'), '--mode', mode], {
      cwd: dir ?? join(repoRoot, frontend.dir),
      env: { ...process.env, ...(version ? { REMOTE_VERSION: version } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code === 0 && !/ERROR in /.test(output)) resolvePromise(Date.now() - started);
      else reject(new Error(`build of ${frontend.name} failed:\n${output}`));
    });
  });
}

/** Builds the given frontends (all by default), `onlyMissing` skipping those already built. */
export async function buildFrontends({ names, onlyMissing = false, log = console.log } = {}) {
  const queue = FRONTENDS.filter((f) => !names || names.includes(f.name)).filter((f) => !(onlyMissing && existsSync(f.output())));
  if (queue.length === 0) {
    log('frontends: all built');
    return;
  }
  log(`frontends: building ${queue.map((f) => f.name).join(', ')}`);
  const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const ms = await buildOne(next);
      log(`  built ${next.name} in ${(ms / 1000).toFixed(1)} s`);
    }
  });
  await Promise.all(workers);
}
