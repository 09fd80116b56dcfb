// Child processes for the test runner: one that shares the terminal, and one whose output is kept
// until the runner is ready to show it (so two steps running side by side do not interleave).
import { spawn } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/** Runs a command with the terminal; resolves true when it exits 0. `nice` lowers its priority. */
export function run(command, args, env = {}, { nice = 0 } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn('nice', ['-n', String(nice), command, ...args], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolvePromise(code === 0));
  });
}

/**
 * Starts a command whose output is kept; `done` resolves { ok, output } when it exits, `stop()` ends
 * it. `nice` lowers its priority, so it takes only the time the steps in front leave idle.
 */
export function runQuietly(command, args, { env = {}, nice = 0 } = {}) {
  const child = spawn('nice', ['-n', String(nice), command, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolvePromise) => child.on('close', (code) => resolvePromise({ ok: code === 0, output })));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return { done, stop };
}
