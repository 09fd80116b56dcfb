// The PostgreSQL databases a test run makes, named so the run can find and drop them: each suite's
// `drawfront_test_<run>_<random>`, and the migrated, seeded `drawfront_template_<key>` they are copied
// from (its comment says which run made it and when). Used by the API suites' Jest global teardown
// and by `npm test` after Jest exits, so a failed run leaves nothing behind either. A run's tag
// names the process that owns it, so a later run also drops what a killed one left (the test
// server is this machine's: another machine's process ids would mean nothing here).
const { Client } = require('pg');

const SUITE_PREFIX = 'drawfront_test_';
const TEMPLATE_PREFIX = 'drawfront_template_';
/** A template older than this was left by a run that died before its cleanup. */
const STALE_TEMPLATE_MS = 3 * 3_600_000;

/** A fresh tag for one run's database names: the owning process and a time (identifier characters only). */
function newRunTag(pid = process.pid) {
  return `p${pid}t${Date.now().toString(36)}`;
}

/** Whether the process a run tag names is gone (a run of an older format counts as gone). */
function runIsOver(runTag) {
  const pid = Number(/^p(\d+)t[a-z0-9]+$/.exec(runTag)?.[1]);
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/**
 * Drops every suite database of `runTag` and every template that run made, and also those of runs
 * whose process is gone (killed before their cleanup) and templates older than STALE_TEMPLATE_MS.
 */
async function dropRunDatabases(adminUrl, runTag, now = Date.now()) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const dropped = [];
  try {
    const { rows } = await admin.query(
      `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`,
      [`${SUITE_PREFIX}%`, `${TEMPLATE_PREFIX}%`],
    );
    for (const { datname, note } of rows) {
      const owner = datname.startsWith(TEMPLATE_PREFIX) ? templateOwner(note, now) : suiteOwner(datname);
      if (owner === null || (owner !== runTag && !runIsOver(owner))) continue;
      if (datname.startsWith(TEMPLATE_PREFIX)) await admin.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      dropped.push(datname);
    }
  } finally {
    await admin.end();
  }
  return dropped;
}

/** The run that made a suite database, from its name; null for names this module did not give. */
function suiteOwner(datname) {
  return /^drawfront_test_(p\d+t[a-z0-9]+)_[0-9a-f]+$/.exec(datname)?.[1] ?? null;
}

/** The run that made a template, from its note; a stale template counts as a gone run's. */
function templateOwner(note, now) {
  const made = /^run=(\S+) at=(\d+)$/.exec(note ?? '');
  if (!made) return null; // not made by a test run (every run notes its template before naming it)
  return now - Number(made[2]) > STALE_TEMPLATE_MS ? 'stale' : made[1];
}

module.exports = { SUITE_PREFIX, TEMPLATE_PREFIX, newRunTag, dropRunDatabases };
