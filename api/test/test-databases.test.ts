// Suites share a run's seeded template and, on two workers, run at the same time: each must still get
// a database of its own, or one suite's writes would turn up in another's assertions.
import { everyBackend, openTestDatabase } from './helper';
import type { TestDatabase } from './helper';

const siteName = async (database: TestDatabase) => {
  const { rows } = await database.handle.executeSql(`SELECT name FROM sites WHERE key = $1`, ['drawfront']);
  return rows[0]?.name;
};

const hasMarkerTable = async (database: TestDatabase) => {
  const { rows } = await database.handle.executeSql(`SELECT to_regclass('suite_marker') IS NOT NULL AS present`, []);
  return rows[0]?.present;
};

describe.each(everyBackend())('a suite database on %s', (backend) => {
  it('is its own: writes in one suite are invisible to a suite running at the same time, and to the next', async () => {
    const [first, second] = await Promise.all([openTestDatabase(backend), openTestDatabase(backend)]);
    try {
      const seededName = await siteName(second);
      expect(seededName).toEqual(expect.any(String));

      await first.handle.executeSql(`UPDATE sites SET name = 'Renamed by the first suite' WHERE key = 'drawfront'`);
      await first.handle.executeSql(`CREATE TABLE suite_marker (id int)`);
      expect(await siteName(first)).toBe('Renamed by the first suite');
      expect(await hasMarkerTable(first)).toBe(true);

      expect(await siteName(second)).toBe(seededName);
      expect(await hasMarkerTable(second)).toBe(false);

      const next = await openTestDatabase(backend);
      try {
        expect(await siteName(next)).toBe(seededName);
        expect(await hasMarkerTable(next)).toBe(false);
      } finally {
        await next.destroy();
      }
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
    }
  }, 60_000);
});
