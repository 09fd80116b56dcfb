import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { E2E_PORT, E2E_REMOTES_PORT } from './platform-urls';

const repoRoot = join(__dirname, '..', '..');

/** Starts scripts/e2e-platform.mjs and waits for READY; the returned function is the global teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/e2e-platform.mjs'), '--port', String(E2E_PORT), '--remotes-port', String(E2E_REMOTES_PORT)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`e2e platform exited with code ${code} before it was ready`)));
  });
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
