import { REMOTE_NAMES } from '@drawfront/shared/contract/remotes';
import { count } from 'drizzle-orm';
import { remoteArtifacts } from '../src/db/schema';
import { artifactBody, publish } from './builders';
import { backends, expectError, setupApp } from './helper';

describe.each(backends())('remote artifacts under /platform on %s', (backend) => {
  const t = setupApp(backend);
  const stored = async () => (await t.database.db.select({ n: count() }).from(remoteArtifacts))[0]!.n;

  it('publishes a version (201) with who and when, and answers the same publish again with 200', async () => {
    const first = await publish(t, 'catalogue', '1.0.0');
    expect(first.statusCode).toBe(201);
    const artifact = first.json();
    expect(artifact).toEqual({ remote: 'catalogue', ...artifactBody('catalogue', '1.0.0'), publishedAt: expect.any(String), publishedBy: 'tester' });
    expect(Date.parse(artifact.publishedAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await publish(t, 'catalogue', '1.0.0');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(artifact);
  });

  it('refuses to change a published version (409 artifact_immutable) and keeps the original', async () => {
    const before = await stored();
    const body = expectError(await publish(t, 'catalogue', '1.0.0', { integrity: `sha384-${'A'.repeat(64)}` }), 409, 'artifact_immutable');
    expect(body.messages[0]!.message).toContain('integrity');
    expect(Object.keys(body.errors)).toEqual(['integrity']);
    expect(await stored()).toBe(before);
    const listed = (await t.inject({ method: 'GET', url: '/platform/remotes/catalogue/versions' })).json();
    expect(listed.versions[0].integrity).toBe(artifactBody('catalogue', '1.0.0').integrity);
  });

  it('accepts a snake_case body, as the shared client sends it', async () => {
    const { version, manifestUrl, entryUrl, integrity, contractVersion } = artifactBody('account', '2.1.0');
    const response = await t.inject({
      method: 'POST',
      url: '/platform/remotes/account/versions',
      headers: t.ops(),
      payload: { version, manifest_url: manifestUrl, entry_url: entryUrl, integrity, contract_version: contractVersion },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().manifestUrl).toBe(manifestUrl);
  });

  it('records the actor as "ops" when X-Ops-Actor is absent', async () => {
    const response = await t.inject({ method: 'POST', url: '/platform/remotes/membership/versions', headers: { authorization: t.ops().authorization! }, payload: artifactBody('membership', '1.0.0') });
    expect(response.json().publishedBy).toBe('ops');
  });

  it('answers an unknown remote with 404 naming the known ones', async () => {
    const body = expectError(await t.inject({ method: 'POST', url: '/platform/remotes/checkout/versions', headers: t.ops(), payload: artifactBody('catalogue', '1.0.0') }), 404, 'unknown_remote');
    expect(body.messages[0]!.message).toContain(REMOTE_NAMES.join(', '));
    expectError(await t.inject({ method: 'GET', url: '/platform/remotes/checkout/versions' }), 404, 'unknown_remote');
  });

  it('needs the ops token to publish (401 ops_unauthorised), and stores nothing without it', async () => {
    const before = await stored();
    for (const authorization of [undefined, 'Bearer wrong-token', 'Basic dGVzdA==', `Bearer ${'x'.repeat(500)}`]) {
      const headers = authorization ? { authorization } : {};
      expectError(await t.inject({ method: 'POST', url: '/platform/remotes/catalogue/versions', headers, payload: artifactBody('catalogue', '7.0.0') }), 401, 'ops_unauthorised');
    }
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a missing field', { version: undefined }, 'version'],
    ['a version that is not semver', { version: '1.0' }, 'version'],
    ['a version of the wrong type', { version: 100 }, 'version'],
    ['an integrity that is not sha384', { integrity: 'sha256-abc=' }, 'integrity'],
    ['an integrity with bad characters', { integrity: 'sha384-abc$' }, 'integrity'],
    ['a manifest URL that is not http(s)', { manifestUrl: 'ftp://example.org/m.json' }, 'manifestUrl'],
    ['an entry URL with spaces', { entryUrl: 'http://x/a b.js' }, 'entryUrl'],
    ['a contract version that is not semver', { contractVersion: 'one' }, 'contractVersion'],
    ['an unknown field', { extra: true }, 'extra'],
  ])('refuses %s with 422 naming the field, storing nothing', async (_label, override, field) => {
    const before = await stored();
    const payload = artifactBody('cart-checkout', '9.9.9', override);
    const body = expectError(await t.inject({ method: 'POST', url: '/platform/remotes/cart-checkout/versions', headers: t.ops(), payload }), 422, 'validation_failed');
    expect(Object.keys(body.errors)).toContain(field);
    expect(await stored()).toBe(before);
  });

  it('explains a pattern failure in words, not as a regular expression', async () => {
    const body = expectError(await publish(t, 'catalogue', '1.0', {}), 422, 'validation_failed');
    expect(body.errors.version).toEqual(['must be a semantic version such as 1.4.0']);
    expect(body.messages[0]!.message).toBe('invalid body: version: must be a semantic version such as 1.4.0');
  });

  it('refuses a body that is not an object, or none at all, with 422', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.inject({ method: 'POST', url: '/platform/remotes/catalogue/versions', headers: { ...t.ops(), 'content-type': 'application/json' }, payload });
      expectError(response, 422, 'validation_failed');
    }
    expectError(await t.inject({ method: 'POST', url: '/platform/remotes/catalogue/versions', headers: t.ops() }), 422, 'validation_failed');
  });

  it('refuses an X-Ops-Actor with control characters or too long', async () => {
    for (const actor of ['<script>', 'a'.repeat(65)]) {
      const response = await t.inject({ method: 'POST', url: '/platform/remotes/catalogue/versions', headers: { ...t.ops(), 'x-ops-actor': actor }, payload: artifactBody('catalogue', '3.0.0') });
      expect(Object.keys(expectError(response, 422, 'validation_failed').errors)).toEqual(['x-ops-actor']);
    }
  });

  it('lists versions newest first by semantic version, per remote and for all remotes', async () => {
    for (const version of ['1.2.0', '1.10.0', '1.9.1']) expect((await publish(t, 'lotto-party', version)).statusCode).toBe(201);
    const { remote, versions } = (await t.inject({ method: 'GET', url: '/platform/remotes/lotto-party/versions' })).json();
    expect(remote).toBe('lotto-party');
    expect(versions.map((artifact: { version: string }) => artifact.version)).toEqual(['1.10.0', '1.9.1', '1.2.0']);

    const overview = (await t.inject({ method: 'GET', url: '/platform/remotes' })).json();
    expect(overview.remotes.map((entry: { remote: string }) => entry.remote)).toEqual([...REMOTE_NAMES]);
    const lottoParty = overview.remotes.find((entry: { remote: string }) => entry.remote === 'lotto-party');
    expect(lottoParty.versions).toEqual(['1.10.0', '1.9.1', '1.2.0']);
    expect(lottoParty.latest.version).toBe('1.10.0');
    expect(overview.remotes.find((entry: { remote: string }) => entry.remote === 'cart-checkout')).toEqual({ remote: 'cart-checkout', versions: [], latest: null });
  });
});
