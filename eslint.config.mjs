// Lint rules for every package. The import-boundary zones are the architecture written as code:
// each carries the reason a developer sees when they cross it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const remotes = ['mfe-catalogue', 'mfe-cart-checkout', 'mfe-account', 'mfe-lotto-party', 'mfe-membership'];
const frontendPackages = ['shell', ...remotes];

const remoteZones = remotes.flatMap((remote) =>
  remotes
    .filter((other) => other !== remote)
    .map((other) => ({
      target: `./${remote}`,
      from: `./${other}`,
      message: 'A remote never imports another remote: they ship on their own cadence. Cross through @drawfront/shared contracts, the event bus or the API.',
    })),
);

const boundaryZones = [
  ...remoteZones,
  ...remotes.map((remote) => ({
    target: './shell',
    from: `./${remote}`,
    message: 'The shell never imports a remote at build time: remotes are chosen per site at run time from the live release.',
  })),
  ...[...frontendPackages, 'api'].map((pkg) => ({
    target: './shared',
    from: `./${pkg}`,
    message: 'shared is the contract everyone depends on; it imports no app, or every app would depend on that app.',
  })),
  ...frontendPackages.map((pkg) => ({
    target: './api',
    from: `./${pkg}`,
    message: 'The API never imports frontend code; shared rules live in @drawfront/shared.',
  })),
];

/** The feature folders of a frontend package, read from disk so a new feature is fenced the day it lands. */
const featuresOf = (pkg) => {
  const dir = `./${pkg}/src/features`;
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
};

// Inside a frontend package (STYLE.md "Folders show the architecture"): imports flow shared → features → app.
const packageZones = frontendPackages.flatMap((pkg) => [
  {
    target: `./${pkg}/src/features`,
    from: `./${pkg}/src/app`,
    message: 'A feature never imports the app: app/ composes features (entry, routes, providers), so the arrow points one way only. Pass what the feature needs as props.',
  },
  ...featuresOf(pkg).map((feature) => ({
    target: `./${pkg}/src/features/${feature}`,
    from: `./${pkg}/src/features`,
    except: [`./${feature}`],
    message: `A feature never reaches into another feature's internals: features change on their own. Move what both need to src/components or src/lib, or compose them in src/app.`,
  })),
]);

// Inside the API (STYLE.md "An API module talks to another module through its service"): each module's
// repository is the one place that module touches SQL, so no other module (and no code outside modules/)
// imports it. The zones are built from the folders of api/src/modules and match the resolved file, so
// `../ledger/repository`, `../../ledger/repository` and `../ledger/suspense-repository` are all caught.
const apiModules = readdirSync('./api/src/modules', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const repositoriesOf = (modules) => `./api/src/modules/${modules.length === 1 ? modules[0] : `{${modules.join(',')}}`}/**/{repository,*-repository}.ts`;
const repositoryMessage = 'A module uses another module through its service, never its repository: the repository is the one place that module touches SQL, and its rules live in the service (api/src/modules/README.md).';
// period-limits owns no table: its repository is the one query builder of the per-period limits tables, from
// which spend-limits and deposit-limits each make their own store (their repository.ts).
// (Absolute and written as a glob, as the rule wants of exceptions to glob zones.)
const sharedRepositories = [`${resolve('./api/src/modules/period-limits/limits-repository')}.{ts,tsx}`];
const apiRepositoryZones = [
  ...apiModules.map((module) => ({
    target: `./api/src/modules/${module}`,
    from: repositoriesOf(apiModules.filter((other) => other !== module)),
    except: sharedRepositories,
    message: repositoryMessage,
  })),
  {
    target: readdirSync('./api/src').filter((name) => name !== 'modules').map((name) => `./api/src/${name}`),
    from: repositoriesOf(apiModules),
    message: `Code outside api/src/modules reaches a module through its service or plugin, never its repository. ${repositoryMessage}`,
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'bench/results/**', 'api/drizzle/**', 'scripts/verify-fairness.mjs', '**/*.cjs', 'e2e/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // The boundary zones need imports resolved to files, including extensionless TypeScript paths.
    // no-cycle reads each imported file: it needs the TypeScript parser for .ts/.tsx, or it skips them silently.
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...packageZones, ...apiRepositoryZones] }],
      // A cycle makes load order decide behaviour and hides which module owns what: break it by moving the shared piece down.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@drawfront/mfe-*'], message: 'A remote is loaded at run time through Module Federation, never imported.' },
          ],
        },
      ],
    },
  },
  {
    // Build configuration is CommonJS, as webpack loads it.
    files: ['**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Remotes share cross-domain state through the bus and stores in @drawfront/shared.
    files: remotes.map((r) => `${r}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='fetch']", message: 'All HTTP goes through the shared API client (headers, signing, refresh, error mapping).' },
      ],
    },
  },
);
