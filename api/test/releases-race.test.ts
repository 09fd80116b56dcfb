// Compare-and-swap under contention. PGlite runs one transaction at a time, so there the race is
// serialised; on PostgreSQL (TEST_DATABASE_URL) the requests really overlap on separate connections.
import { count, eq, sql } from 'drizzle-orm';
import { releaseAudit } from '../src/db/schema';
import { swapPointer } from '../src/modules/releases/repository';
import { allAt, createRelease, movePointer, publishAll, resolve } from './builders';
import { backends, expectError, setupApp } from './helper';

const CONTENDERS = 8;

describe.each(backends())('concurrent pointer moves on %s', (backend) => {
  const t = setupApp(backend);
  const audits = async (site: string) => (await t.database.db.select({ n: count() }).from(releaseAudit).where(eq(releaseAudit.siteKey, site)))[0]!.n;

  beforeAll(async () => {
    await publishAll(t, '1.0.0');
  });

  it('lets exactly one of several first promotes (expectedRevision 0) win', async () => {
    const releases = await Promise.all(Array.from({ length: CONTENDERS }, (_, i) => createRelease(t, 'goodcause', { remotes: allAt('1.0.0'), notes: `contender ${i}` })));
    const responses = await Promise.all(releases.map((release, i) => movePointer(t, 'goodcause', { releaseId: release.id, expectedRevision: 0 }, `ops-${i}`)));
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((response) => response.statusCode !== 200)) expectError(loser, 409, 'stale_revision');
    const winner = winners[0]!.json();
    expect((await resolve(t, 'goodcause')).json()).toMatchObject({ release: { id: winner.releaseId }, revision: 1 });
    expect(await audits('goodcause')).toBe(1);
  });

  it('lets exactly one of several promotes with the same expectedRevision win; the rest get 409 with the new revision', async () => {
    const base = await createRelease(t, 'drawfront', { remotes: allAt('1.0.0') });
    expect((await movePointer(t, 'drawfront', { releaseId: base.id, expectedRevision: 0 })).statusCode).toBe(200);
    const before = await audits('drawfront');

    const releases = await Promise.all(Array.from({ length: CONTENDERS }, () => createRelease(t, 'drawfront', { remotes: {}, base: 'live' })));
    const responses = await Promise.all(releases.map((release, i) => movePointer(t, 'drawfront', { releaseId: release.id, expectedRevision: 1 }, `ops-${i}`)));

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(CONTENDERS - 1).fill(409)]);
    for (const loser of responses.filter((response) => response.statusCode === 409)) {
      expect(expectError(loser, 409, 'stale_revision').result).toEqual({ channel: 'live', revision: 2 });
    }
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    expect(winner.revision).toBe(2);
    expect((await resolve(t, 'drawfront')).json()).toMatchObject({ release: { id: winner.releaseId }, revision: 2 });
    expect(await audits('drawfront')).toBe(before + 1);
  });

  it('lets exactly one of several concurrent rollbacks win', async () => {
    const before = await audits('drawfront');
    const responses = await Promise.all(Array.from({ length: CONTENDERS }, () => t.inject({ method: 'POST', url: '/platform/sites/drawfront/rollback', headers: t.ops(), payload: { expectedRevision: 2 } })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const loser of responses.filter((response) => response.statusCode !== 200)) expect([409]).toContain(loser.statusCode);
    expect(await audits('drawfront')).toBe(before + 1);
    expect((await resolve(t, 'drawfront')).json().revision).toBe(3);
  });

  it('the compare-and-swap statement alone admits one writer, even when every transaction overlaps', async () => {
    const { revision, release } = (await resolve(t, 'drawfront')).json();
    // Each transaction holds its connection for a moment before the swap, so on PostgreSQL all of
    // them are open at once and the row lock plus the revision check must pick the winner.
    const results = await Promise.all(
      Array.from({ length: CONTENDERS }, (_, i) =>
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.05)`);
          return swapPointer(tx, 'drawfront', 'live', revision, { releaseId: release.id, canaryPercentage: null }, `raw-${i}`, new Date());
        }),
      ),
    );
    expect(results.filter((row) => row !== null)).toEqual([expect.objectContaining({ revision: revision + 1 })]);
  });
});
