// Tags this run's PostgreSQL databases (the workers inherit the variable) unless `npm test` already did.
const { newRunTag } = require('./lib/test-databases.cjs');

module.exports = async function globalSetup() {
  process.env.DRAWFRONT_TEST_RUN ??= newRunTag();
};
