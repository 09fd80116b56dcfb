// Drops every PostgreSQL database this run made, passed or failed (Jest runs it after a failing run too).
const { dropRunDatabases } = require('./lib/test-databases.cjs');

module.exports = async function globalTeardown() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const runTag = process.env.DRAWFRONT_TEST_RUN;
  if (adminUrl && runTag) await dropRunDatabases(adminUrl, runTag);
};
