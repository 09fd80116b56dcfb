// Runs drizzle-kit so that it finds drizzle-orm: npm installed drizzle-kit at the repository root but
// drizzle-orm only under api/node_modules, and drizzle-kit's own `import('drizzle-orm/...')` resolves
// from its location ("Please install latest version of drizzle-orm"). A resolve hook sends those
// imports to api/'s copy. Usage (from api/): node scripts/drizzle-kit.mjs generate --name=<name>
import Module, { createRequire, register } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiPackage = new URL('../package.json', import.meta.url);
const hook = `
const apiParent = ${JSON.stringify(apiPackage.href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiParent });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);

// drizzle-kit also require()s drizzle-orm from CommonJS; NODE_PATH covers that path.
process.env.NODE_PATH = [fileURLToPath(new URL('../node_modules', import.meta.url)), process.env.NODE_PATH].filter(Boolean).join(delimiter);
Module._initPaths();

const require = createRequire(apiPackage);
// bin.cjs is not in drizzle-kit's exports map, so locate it next to the package's main file.
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
await import(pathToFileURL(bin).href);
