// The API suites' test environment: Node's, plus one cache that lives as long as the Jest worker.
// Jest gives every test file a fresh module registry and global object, so a module-level cache in a
// suite lasts one file; this module is loaded once per worker, outside the sandbox, and hands the
// same Map to every file the worker runs. The suites keep the costly things that no test changes in
// it: the migrated, seeded PGlite dump and the test identity provider's signing key.
const { TestEnvironment } = require('jest-environment-node');

const workerCache = new Map();

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__drawfrontWorkerCache = workerCache;
  }
}

module.exports = ApiTestEnvironment;
