#!/usr/bin/env node
// `npm run bench`: runs bench/run.mjs (see it for what is measured).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const result = spawnSync('bash', [join(repoRoot, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
const bench = spawnSync(process.execPath, [join(repoRoot, 'bench/run.mjs')], { stdio: 'inherit', cwd: repoRoot });
process.exit(bench.status ?? 1);
