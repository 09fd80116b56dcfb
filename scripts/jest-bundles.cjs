// ESM-only packages made of many small files cost the API suites dearly: Jest transforms nothing twice, but
// it resolves, reads and evaluates every module again in each test file's fresh registry. TypeBox 1.x is 709
// .mjs files, about 1.2 s of every API suite's start. Here each such package becomes one CommonJS bundle
// (esbuild, made when missing or when the package's version changes) holding all of its entry points
// the code imports, so they still share one set of module instances, and one small file per entry point
// that Jest's moduleNameMapper points the import at. Only the test runs use these; the API runs the package as installed.
const { buildSync } = require('esbuild');
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const dir = join(root, 'node_modules', '.cache', 'jest-bundles');

/** Package → the entry points imported anywhere (api, its dependencies such as @fastify/type-provider-typebox). */
const BUNDLES = { typebox: ['typebox', 'typebox/compile', 'typebox/format', 'typebox/value'] };

const exportName = (entry) => entry.replace(/[^a-z0-9]/gi, '_');
const shimPath = (entry) => join(dir, `${exportName(entry)}.cjs`);

function versionOf(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Builds what is missing or stale; returns moduleNameMapper entries (`^entry$` → its shim). */
function jestBundles() {
  mkdirSync(dir, { recursive: true });
  const mapper = {};
  for (const [name, entries] of Object.entries(BUNDLES)) {
    const bundle = join(dir, `${name}@${versionOf(name)}.bundle.cjs`);
    if (!existsSync(bundle)) buildBundle(bundle, entries);
    for (const entry of entries) {
      writeFileSync(shimPath(entry), `module.exports = require(${JSON.stringify(bundle)}).${exportName(entry)};\n`);
      mapper[`^${entry.replace(/[/]/g, '\\/')}$`] = shimPath(entry);
    }
  }
  return mapper;
}

function buildBundle(bundle, entries) {
  const source = entries.map((entry) => `export * as ${exportName(entry)} from ${JSON.stringify(entry)};`).join('\n');
  const partial = `${bundle}.${process.pid}.partial`;
  buildSync({ stdin: { contents: source, resolveDir: root, loader: 'js' }, bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile: partial, logLevel: 'error' });
  // Renamed into place, so a parallel Jest never loads a half-written bundle.
  renameSync(partial, bundle);
}

module.exports = { jestBundles };
