import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';

describe.each(backends())('/v2/favourite-numbers on %s', (backend) => {
  const t = setupApp(backend);

  it('keeps a customer favourites, sorted, and answers none before any are saved', async () => {
    const session = await signUp(t);
    const get = () => asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/favourite-numbers' });
    expect((await get()).json()).toEqual({ numbers: [] });
    const put = await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/favourite-numbers', payload: { favourite_numbers: [27, 3, 12] } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ numbers: [3, 12, 27] });
    expect((await get()).json()).toEqual({ numbers: [3, 12, 27] });
    const other = await signUp(t);
    expect((await asCustomer(t, other.accessToken, { method: 'GET', url: '/v2/favourite-numbers' })).json()).toEqual({ numbers: [] });
  });

  it("still takes the body older account remotes send ({ numbers }), so a site on an older release keeps saving", async () => {
    const session = await signUp(t);
    const put = await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/favourite-numbers', payload: { numbers: [9, 4] } });
    expect(put.json()).toEqual({ numbers: [4, 9] });
    expectError(await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/favourite-numbers', payload: { favourite_numbers: [1], numbers: [2] } }), 422, 'validation_failed');
  });

  it('refuses bad numbers with 422 and keeps what was saved', async () => {
    const session = await signUp(t);
    await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/favourite-numbers', payload: { numbers: [7] } });
    for (const numbers of [[0], [100], [1, 1], [1.5], Array.from({ length: 21 }, (_, i) => i + 1), 'seven']) {
      expectError(await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/favourite-numbers', payload: { favourite_numbers: numbers } as Record<string, unknown> }), 422, 'validation_failed');
    }
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/favourite-numbers' })).json()).toEqual({ numbers: [7] });
    expectError(await t.inject({ method: 'GET', url: '/v2/favourite-numbers', sign: 'drawfront' }), 401, 'unauthorised');
  });
});
