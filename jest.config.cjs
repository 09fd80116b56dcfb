// One Jest run with a project per package: `npm test` and `npx jest --selectProjects shared` share this file.
const { jestBundles } = require('./scripts/jest-bundles.cjs');
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
const frontend = (name, dir) => ({
  displayName: name,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFiles: ['<rootDir>/../scripts/jest-setup-dom.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest-setup-dom-timeout.cjs'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../scripts/jest-style-stub.cjs' },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
module.exports = {
  // A worker that grew past this between files is replaced (PGlite suites hold 300–450 MB while they run).
  workerIdleMemoryLimit: '1500MB',
  projects: [
    frontend('shared', 'shared'),
    frontend('shell', 'shell'),
    frontend('mfe-catalogue', 'mfe-catalogue'),
    frontend('mfe-cart-checkout', 'mfe-cart-checkout'),
    frontend('mfe-account', 'mfe-account'),
    frontend('mfe-lotto-party', 'mfe-lotto-party'),
    frontend('mfe-membership', 'mfe-membership'),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      // Node's environment plus a cache that outlives one file: each worker loads the seeded dump once.
      testEnvironment: '<rootDir>/../scripts/jest-api-environment.cjs',
      // A 30 s guard against a hung test (a project's `testTimeout` is ignored: the setup file sets it).
      setupFilesAfterEnv: ['<rootDir>/../scripts/jest-setup-api-timeout.cjs'],
      // Tags the run and makes its templates; drops its PostgreSQL databases at the end, failed run or not.
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/../scripts/jest-api-global-teardown.cjs',
      // typebox ships only .mjs modules, and PGlite's .cjs build loads Node built-ins with import(),
      // which Jest's VM cannot run without --experimental-vm-modules: both are compiled to require().
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.[mc]js$': swc },
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      // ESM-only dependencies that Jest must transform to CommonJS (cookie 2 is light-my-request's, used by inject).
      transformIgnorePatterns: ['/node_modules/(?!(jose|openid-client|oauth4webapi|typebox|@electric-sql|otplib|@otplib|@scure|@noble|cookie|marked|content-disposition)/)'],
      // TypeBox's 709 modules as one bundle (scripts/jest-bundles.cjs): about a second off every suite's start.
      moduleNameMapper: jestBundles(),
      // drizzle-kit is installed at the root and drizzle-orm only in api/: where drizzle-kit's API finds drizzle-orm
      // (test/schema-matches-migrations.test.ts), as scripts/drizzle-kit.mjs arranges for the CLI. A fallback only.
      modulePaths: ['<rootDir>/node_modules'],
    },
  ],
};
