import type { SiteRelease } from '@drawfront/shared/contract/release';
import { count } from 'drizzle-orm';
import { releaseAudit, siteReleases } from '../src/db/schema';
import { canaryBucket } from '../src/modules/releases/service';
import { allAt, createRelease, movePointer, publish, publishAll, resolve } from './builders';
import { backends, expectError, setupApp } from './helper';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(backends())('site releases, pointers, rollback and history on %s', (backend) => {
  const t = setupApp(backend);
  const releaseCount = async () => (await t.database.db.select({ n: count() }).from(siteReleases))[0]!.n;
  const auditCount = async () => (await t.database.db.select({ n: count() }).from(releaseAudit))[0]!.n;

  // The tests below run in order on one database: a release history built step by step.
  let first: SiteRelease;
  let second: SiteRelease;

  beforeAll(async () => {
    await publishAll(t, '1.0.0');
    await publishAll(t, '1.1.0');
  });

  describe('creating a release', () => {
    it('pins the full artifact record of every remote, immutably', async () => {
      first = await createRelease(t, 'drawfront', { remotes: allAt('1.0.0'), notes: 'first' });
      expect(first).toMatchObject({ site: 'drawfront', contractVersion: '1.0.0', createdBy: 'tester', notes: 'first' });
      expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Object.keys(first.remotes)).toEqual(['catalogue', 'cart-checkout', 'account', 'lotto-party', 'membership']);
      expect(first.remotes.catalogue).toMatchObject({ remote: 'catalogue', version: '1.0.0', integrity: expect.stringMatching(/^sha384-/), publishedBy: 'tester' });
      const fetched = await t.inject({ method: 'GET', url: `/platform/sites/drawfront/releases/${first.id}` });
      expect(fetched.json()).toEqual(first);
    });

    it('refuses a release that leaves remotes unpinned (422 listing them) and stores nothing', async () => {
      const before = await releaseCount();
      const body = expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/releases', headers: t.ops(), payload: { remotes: { catalogue: '1.0.0' } } }), 422, 'release_incomplete');
      expect(body.messages[0]!.message).toBe('a release must pin every remote; missing: cart-checkout, account, lotto-party, membership');
      expect(Object.keys(body.errors)).toEqual(['remotes.cart-checkout', 'remotes.account', 'remotes.lotto-party', 'remotes.membership']);
      expect(await releaseCount()).toBe(before);
    });

    it('answers an unpublished version with 404 unknown_version naming remote and version', async () => {
      const body = expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/releases', headers: t.ops(), payload: { remotes: { ...allAt('1.0.0'), account: '9.9.9' } } }), 404, 'unknown_version');
      expect(body.messages[0]!.message).toBe("remote 'account' has no published version '9.9.9'");
    });

    it('refuses an unknown remote name or a malformed version with 422', async () => {
      const unknown = expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/releases', headers: t.ops(), payload: { remotes: { ...allAt('1.0.0'), checkout: '1.0.0' } } }), 422, 'validation_failed');
      expect(Object.keys(unknown.errors)).toEqual(['remotes.checkout']);
      const malformed = expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/releases', headers: t.ops(), payload: { remotes: { ...allAt('1.0.0'), account: 'latest' } } }), 422, 'validation_failed');
      expect(Object.keys(malformed.errors)).toEqual(['remotes.account']);
    });

    it('refuses pins of another contract major than the shell (422 contract_mismatch)', async () => {
      expect((await publish(t, 'membership', '2.0.0', { contractVersion: '2.0.0' })).statusCode).toBe(201);
      const body = expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/releases', headers: t.ops(), payload: { remotes: { ...allAt('1.0.0'), membership: '2.0.0' } } }), 422, 'contract_mismatch');
      expect(body.messages[0]!.message).toContain('membership 2.0.0 speaks 2.0.0');
    });

    it("refuses base 'live' while the site has no live release", async () => {
      const body = expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/releases', headers: t.ops(), payload: { remotes: {}, base: 'live' } }), 404, 'no_release');
      expect(body.messages[0]!.message).toBe("site 'drawfront' has no live release to use as the base");
    });

    it('answers unknown sites, unknown and foreign release ids with 404, malformed ids with 422', async () => {
      expectError(await t.inject({ method: 'POST', url: '/platform/sites/nosite/releases', headers: t.ops(), payload: { remotes: allAt('1.0.0') } }), 404, 'unknown_site');
      expectError(await t.inject({ method: 'GET', url: `/platform/sites/drawfront/releases/${UNKNOWN_UUID}` }), 404, 'unknown_release');
      expectError(await t.inject({ method: 'GET', url: `/platform/sites/goodcause/releases/${first.id}` }), 404, 'unknown_release');
      expectError(await t.inject({ method: 'GET', url: `/platform/sites/nosite/releases/${first.id}` }), 404, 'unknown_site');
      expectError(await t.inject({ method: 'GET', url: '/platform/sites/drawfront/releases/not-a-uuid' }), 422, 'validation_failed');
    });

    it('needs the ops token', async () => {
      expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/releases', payload: { remotes: allAt('1.0.0') } }), 401, 'ops_unauthorised');
    });
  });

  describe('promoting, resolving and rolling back', () => {
    it("answers 404 no_release before the site's first promote, and unknown_site for no site", async () => {
      const body = expectError(await resolve(t, 'drawfront', 'v1'), 404, 'no_release');
      expect(body.messages[0]!.message).toBe("site 'drawfront' has no live release");
      expectError(await resolve(t, 'nosite', 'v1'), 404, 'unknown_site');
    });

    it('makes the first release live with expectedRevision 0, audited, and resolves it uncached', async () => {
      const moved = await movePointer(t, 'drawfront', { releaseId: first.id, expectedRevision: 0 }, 'alice');
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ site: 'drawfront', channel: 'live', releaseId: first.id, revision: 1, canaryPercentage: null });

      const resolution = await resolve(t, 'drawfront', 'visitor-1');
      expect(resolution.json()).toEqual({ release: first, channel: 'live', revision: 1 });
      expect(resolution.headers['cache-control']).toBe('no-store');
    });

    it('refuses a stale expectedRevision with 409 and the current revision in result, moving nothing', async () => {
      const audits = await auditCount();
      const body = expectError(await movePointer(t, 'drawfront', { releaseId: first.id, expectedRevision: 0 }), 409, 'stale_revision');
      expect(body.result).toEqual({ channel: 'live', revision: 1 });
      expect(body.messages[0]!.message).toBe("the live pointer of site 'drawfront' is at revision 1, not 0; reload and retry");
      expect(await auditCount()).toBe(audits);
    });

    it('refuses to promote the release that is already live', async () => {
      expectError(await movePointer(t, 'drawfront', { releaseId: first.id, expectedRevision: 1 }), 409, 'already_current');
    });

    it("keeps the live release's pins for remotes a base-'live' release does not name", async () => {
      second = await createRelease(t, 'drawfront', { remotes: { catalogue: '1.1.0' }, base: 'live', notes: 'catalogue 1.1' });
      expect(second.remotes.catalogue!.version).toBe('1.1.0');
      for (const remote of ['cart-checkout', 'account', 'lotto-party', 'membership'] as const) expect(second.remotes[remote]).toEqual(first.remotes[remote]);
    });

    it('refuses an unknown release, a malformed body and a missing token, moving nothing', async () => {
      expectError(await movePointer(t, 'drawfront', { releaseId: UNKNOWN_UUID, expectedRevision: 1 }), 404, 'unknown_release');
      expectError(await movePointer(t, 'goodcause', { releaseId: second.id, expectedRevision: 0 }), 404, 'unknown_release');
      expectError(await movePointer(t, 'nosite', { releaseId: second.id, expectedRevision: 0 }), 404, 'unknown_site');
      for (const payload of [{ releaseId: second.id }, { releaseId: second.id, expectedRevision: -1 }, { releaseId: second.id, expectedRevision: '1' }, { releaseId: 'x', expectedRevision: 1 }, { releaseId: second.id, expectedRevision: 1, channel: 'beta' }]) {
        expectError(await movePointer(t, 'drawfront', payload), 422, 'validation_failed');
      }
      expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/pointer', payload: { releaseId: second.id, expectedRevision: 1 } }), 401, 'ops_unauthorised');
      expect((await resolve(t, 'drawfront')).json()).toMatchObject({ revision: 1, release: { id: first.id } });
    });

    it('promotes the next release (revision 2) and accepts snake_case keys', async () => {
      const moved = await movePointer(t, 'drawfront', { release_id: second.id, expected_revision: 1 }, 'bob');
      expect(moved.json()).toMatchObject({ releaseId: second.id, revision: 2 });
      expect((await resolve(t, 'drawfront')).json()).toMatchObject({ release: { id: second.id }, revision: 2 });
    });

    it('rolls back to the release before (audited as rollback), then has nothing further to roll back', async () => {
      const rolled = await t.inject({ method: 'POST', url: '/platform/sites/drawfront/rollback', headers: t.ops('carol'), payload: { expectedRevision: 2 } });
      expect(rolled.json()).toEqual({ site: 'drawfront', channel: 'live', releaseId: first.id, revision: 3, canaryPercentage: null });
      expect((await resolve(t, 'drawfront')).json()).toMatchObject({ release: { id: first.id }, revision: 3 });

      const body = expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/rollback', headers: t.ops() }), 409, 'nothing_to_roll_back');
      expect(body.messages[0]!.message).toBe("the live pointer of site 'drawfront' has no earlier release to roll back to");
    });

    it('refuses a rollback with a stale revision, on a site without releases, or without the token', async () => {
      expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/rollback', headers: t.ops(), payload: { expectedRevision: 2 } }), 409, 'stale_revision');
      expectError(await t.inject({ method: 'POST', url: '/platform/sites/goodcause/rollback', headers: t.ops() }), 409, 'nothing_to_roll_back');
      expectError(await t.inject({ method: 'POST', url: '/platform/sites/nosite/rollback', headers: t.ops() }), 404, 'unknown_site');
      expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/rollback', payload: {} }), 401, 'ops_unauthorised');
      expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/rollback', headers: t.ops(), payload: { expectedRevision: 'three' } }), 422, 'validation_failed');
    });

    it('shows who moved the pointer, when, from and to, newest first', async () => {
      const { entries } = (await t.inject({ method: 'GET', url: '/platform/sites/drawfront/history' })).json();
      expect(entries.map(({ action, fromRelease, toRelease, actor, revision, channel }: Record<string, unknown>) => ({ action, fromRelease, toRelease, actor, revision, channel }))).toEqual([
        { action: 'rollback', fromRelease: second.id, toRelease: first.id, actor: 'carol', revision: 3, channel: 'live' },
        { action: 'promote', fromRelease: first.id, toRelease: second.id, actor: 'bob', revision: 2, channel: 'live' },
        { action: 'promote', fromRelease: null, toRelease: first.id, actor: 'alice', revision: 1, channel: 'live' },
      ]);
      for (const entry of entries) expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 120_000);
      expect((await t.inject({ method: 'GET', url: '/platform/sites/drawfront/history?limit=1' })).json().entries).toHaveLength(1);
      expectError(await t.inject({ method: 'GET', url: '/platform/sites/drawfront/history?limit=0' }), 422, 'validation_failed');
      expectError(await t.inject({ method: 'GET', url: '/platform/sites/nosite/history' }), 404, 'unknown_site');
    });

    it('lists the live release and revision in /platform/sites', async () => {
      const { sites } = (await t.inject({ method: 'GET', url: '/platform/sites' })).json();
      expect(sites.find((site: { key: string }) => site.key === 'drawfront')).toMatchObject({ liveReleaseId: first.id, revision: 3, canary: null });
    });
  });

  describe('canary', () => {
    it('needs a percentage from 1 to 99 on the canary channel and none on live', async () => {
      expectError(await movePointer(t, 'drawfront', { releaseId: second.id, expectedRevision: 0, channel: 'canary' }), 422, 'invalid_percentage');
      expectError(await movePointer(t, 'drawfront', { releaseId: second.id, expectedRevision: 3, percentage: 10 }), 422, 'invalid_percentage');
      for (const percentage of [0, 100, 12.5]) {
        expectError(await movePointer(t, 'drawfront', { releaseId: second.id, expectedRevision: 0, channel: 'canary', percentage }), 422, 'validation_failed');
      }
    });

    it('refuses a canary on a site without a live release', async () => {
      const release = await createRelease(t, 'goodcause', { remotes: allAt('1.0.0') });
      expectError(await movePointer(t, 'goodcause', { releaseId: release.id, expectedRevision: 0, channel: 'canary', percentage: 10 }), 404, 'no_release');
    });

    it('sends a stable ~30 % of visitors to the canary and the rest to live', async () => {
      const started = await movePointer(t, 'drawfront', { releaseId: second.id, expectedRevision: 0, channel: 'canary', percentage: 30 });
      expect(started.json()).toEqual({ site: 'drawfront', channel: 'canary', releaseId: second.id, revision: 1, canaryPercentage: 30 });

      const visitors = Array.from({ length: 400 }, (_, i) => `visitor_${i}`);
      const canaryVisitors = visitors.filter((visitor) => canaryBucket('drawfront', visitor) < 30);
      expect(canaryVisitors.length / visitors.length).toBeGreaterThan(0.24);
      expect(canaryVisitors.length / visitors.length).toBeLessThan(0.36);

      // Through the API for a sample: the channel follows the bucket, and asking twice gives the same answer.
      for (const visitor of visitors.slice(0, 40)) {
        const expected = canaryBucket('drawfront', visitor) < 30 ? { channel: 'canary', revision: 1, release: { id: second.id } } : { channel: 'live', revision: 3, release: { id: first.id } };
        expect((await resolve(t, 'drawfront', visitor)).json()).toMatchObject(expected);
        expect((await resolve(t, 'drawfront', visitor)).json()).toMatchObject(expected);
      }
      expect((await resolve(t, 'drawfront')).json().channel).toBe('live');
      expectError(await resolve(t, 'drawfront', 'bad%20visitor'), 422, 'validation_failed');
    });

    it('buckets the whole population near the percentage (10 000 visitors)', () => {
      for (const percentage of [5, 50, 90]) {
        const share = Array.from({ length: 10_000 }, (_, i) => canaryBucket('drawfront', `v${i}`)).filter((bucket) => bucket < percentage).length / 10_000;
        expect(Math.abs(share - percentage / 100)).toBeLessThan(0.02);
      }
    });

    it('shows the canary in /platform/sites and ramps it with compare-and-swap', async () => {
      const { sites } = (await t.inject({ method: 'GET', url: '/platform/sites' })).json();
      expect(sites.find((site: { key: string }) => site.key === 'drawfront').canary).toEqual({ releaseId: second.id, percentage: 30, revision: 1 });
      expect((await movePointer(t, 'drawfront', { releaseId: second.id, expectedRevision: 1, channel: 'canary', percentage: 60 })).json()).toMatchObject({ revision: 2, canaryPercentage: 60 });
    });

    it('ends the canary: everyone gets live again; ending it twice is a 409', async () => {
      expectError(await t.inject({ method: 'DELETE', url: '/platform/sites/drawfront/canary?expectedRevision=1', headers: t.ops() }), 409, 'stale_revision');
      const ended = await t.inject({ method: 'DELETE', url: '/platform/sites/drawfront/canary', headers: t.ops() });
      expect(ended.json()).toEqual({ site: 'drawfront', channel: 'canary', releaseId: null, revision: 3, canaryPercentage: null });
      for (const visitor of ['visitor_0', 'visitor_1', 'visitor_2', 'visitor_3']) expect((await resolve(t, 'drawfront', visitor)).json().channel).toBe('live');
      expectError(await t.inject({ method: 'DELETE', url: '/platform/sites/drawfront/canary', headers: t.ops() }), 409, 'no_canary');
      expectError(await t.inject({ method: 'DELETE', url: '/platform/sites/drawfront/canary' }), 401, 'ops_unauthorised');
      expectError(await t.inject({ method: 'DELETE', url: '/platform/sites/nosite/canary', headers: t.ops() }), 404, 'unknown_site');
      const { entries } = (await t.inject({ method: 'GET', url: '/platform/sites/drawfront/history?limit=3' })).json();
      expect(entries.map((entry: { action: string; channel: string; toRelease: string | null; canaryPercentage: number | null }) => [entry.action, entry.channel, entry.toRelease, entry.canaryPercentage])).toEqual([
        ['canary', 'canary', null, null],
        ['canary', 'canary', second.id, 60],
        ['canary', 'canary', second.id, 30],
      ]);
    });

    it('starts a new canary from the ended pointer revision', async () => {
      expect((await movePointer(t, 'drawfront', { releaseId: second.id, expectedRevision: 3, channel: 'canary', percentage: 5 })).json()).toMatchObject({ revision: 4, canaryPercentage: 5 });
      expect((await t.inject({ method: 'DELETE', url: '/platform/sites/drawfront/canary?expectedRevision=4', headers: t.ops() })).statusCode).toBe(200);
    });
  });
});
