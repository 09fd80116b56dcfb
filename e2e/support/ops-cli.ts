import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_API_URL, E2E_REMOTES_BASE_URL } from './platform-urls';

const run = promisify(execFile);
const repoRoot = join(__dirname, '..', '..');

/** Runs the real ops CLI (`npm run ops -- …`) against the e2e platform and returns what it printed. */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts/ops.mjs'), ...args, '--api', E2E_API_URL, '--remotes-base-url', E2E_REMOTES_BASE_URL, '--actor', 'e2e'], {
    cwd: repoRoot,
  });
  return stdout;
}
