// The ops CLI (`npm run ops -- …`) as its end-to-end tests run it: a child process against a listening API.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { TestContext } from './helper';

const ROOT = resolve(__dirname, '..', '..');

/** Runs `node scripts/ops.mjs …args` from the repository root; resolves with its exit code and everything it printed. */
export function runOps(args: string[]): Promise<{ exitCode: number | null; output: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(ROOT, 'scripts', 'ops.mjs'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolvePromise({ exitCode, output }));
  });
}

/** Makes the test app listen on a free local port before the suite; `url()` is its base URL for `--api`. */
export function listeningApi(t: TestContext): { url: () => string } {
  let api = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  return { url: () => api };
}
