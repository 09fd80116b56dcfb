import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { E2E_WORKERS, platformPorts } from './platform-urls';

const repoRoot = join(__dirname, '..', '..');

/** Runs scripts/e2e-platform.mjs with `args`; resolves with the child once it printed `until` (or exited 0 when none). */
function platform(args: string[], until?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/e2e-platform.mjs'), ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (until && output.includes(until)) resolve(child);
    });
    child.once('exit', (code) => (code === 0 && !until ? resolve(child) : reject(new Error(`e2e platform ${args.join(' ')} exited with code ${code}${until ? ` before it printed ${until}` : ''}`))));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Builds what the journeys need once, then starts one platform per worker side by side and waits for each
 * to print READY; the returned function is the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await platform(['--build-only']);
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, (_, index) => {
      const { port, remotesPort } = platformPorts(index);
      return platform(['--port', String(port), '--remotes-port', String(remotesPort)], 'READY');
    }),
  );
  const children = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await Promise.all(children.map(stop));
    throw failure.reason;
  }
  return async () => {
    await Promise.all(children.map(stop));
  };
}
