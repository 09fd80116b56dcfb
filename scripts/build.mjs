#!/usr/bin/env node
// `npm run build [-- <frontend>...] [--version <v>]`: production builds of the shell and remotes into dist/.
import { parseArgs } from 'node:util';
import { buildFrontends, buildOne, FRONTENDS } from './lib/build-frontends.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { version: { type: 'string' }, 'only-missing': { type: 'boolean', default: false } } });
const unknown = positionals.filter((name) => !FRONTENDS.some((f) => f.name === name));
if (unknown.length) {
  console.error(`unknown frontend(s): ${unknown.join(', ')}; known: ${FRONTENDS.map((f) => f.name).join(', ')}`);
  process.exit(64);
}

try {
  if (values.version) {
    if (positionals.length !== 1 || positionals[0] === 'shell') throw new Error('--version builds one remote: npm run build -- <remote> --version <semver>');
    const ms = await buildOne(FRONTENDS.find((f) => f.name === positionals[0]), { version: values.version });
    console.log(`built ${positionals[0]} ${values.version} in ${(ms / 1000).toFixed(1)} s`);
  } else {
    await buildFrontends({ names: positionals.length ? positionals : undefined, onlyMissing: values['only-missing'] });
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
