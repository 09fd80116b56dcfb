// `npm test -- related [<git ref>]`: what the current change can break, found from the files it
// touches (uncommitted and untracked, plus commits since <git ref> when given).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

const git = (args) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

/** Paths (from the repository root) the change touches that still exist. */
export function changedFiles(base = 'HEAD') {
  const files = new Set([...git(['diff', '--name-only', base]), ...git(['ls-files', '--others', '--exclude-standard'])]);
  return [...files].filter((file) => existsSync(join(repoRoot, file)));
}

/** The journeys that show the shell's own pages and its handling of remotes. */
const SHELL_SPECS = ['composition.spec.ts', 'home.spec.ts', 'not-found.spec.ts', 'remote-failure.spec.ts', 'release-swap.spec.ts'];

/**
 * The e2e specs a change can break: a remote's journeys are the specs that name it (`'account'` in
 * remoteContainer and the like), the shell's are SHELL_SPECS, and e2e/ files are their own. A change to
 * `shared` or the API reaches every journey, which the full `npm test` runs; here they add none.
 */
export function relatedSpecs(files) {
  const specs = readdirSync(join(repoRoot, 'e2e')).filter((name) => name.endsWith('.spec.ts'));
  const picked = new Set();
  for (const file of files) {
    const remote = /^mfe-([a-z-]+)\//.exec(file)?.[1];
    if (remote) for (const spec of specs) if (readFileSync(join(repoRoot, 'e2e', spec), 'utf8').includes(`'${remote}'`)) picked.add(spec);
    if (file.startsWith('shell/')) for (const spec of SHELL_SPECS) picked.add(spec);
    if (/^e2e\/[^/]+\.spec\.ts$/.test(file)) picked.add(file.slice('e2e/'.length));
  }
  return [...picked].sort().map((spec) => `e2e/${spec}`);
}

/** Source files ESLint checks, of those touched. */
export const lintable = (files) => files.filter((file) => /\.(c|m)?(t|j)sx?$/.test(file));
