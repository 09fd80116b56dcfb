import { ApiError } from '../api-client/api-error';
import { createQueryClient } from './query-client';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const apiError = (status: number) => new ApiError({ status, message: `answered ${status}`, code: null, errors: {}, result: null, reported: false, context: 'GET /x' });

describe('createQueryClient', () => {
  it('sends one request for concurrent reads of the same key, and one per key', async () => {
    const client = createQueryClient();
    const load = jest.fn(() => Promise.resolve('ann'));
    const [a, b] = await Promise.all([client.fetch(['customer'], load), client.fetch(['customer'], load)]);
    expect([a, b]).toEqual(['ann', 'ann']);
    await client.fetch(['content', 'post', 'a'], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves a fresh answer from the cache for its resource\'s time, then reads again', async () => {
    let now = 0;
    const client = createQueryClient({ now: () => now, freshMs: (key) => (key[0] === 'content' ? 60_000 : 0) });
    const load = jest.fn(() => Promise.resolve({ title: 'Hello' }));
    await client.fetch(['content', 'post', 'hello'], load);
    now = 59_999;
    await client.fetch(['content', 'post', 'hello'], load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 60_000;
    await client.fetch(['content', 'post', 'hello'], load);
    expect(load).toHaveBeenCalledTimes(2);
    // A resource with no freshness is read every time.
    await client.fetch(['customer'], load);
    await client.fetch(['customer'], load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('invalidates every key under a prefix, tells their readers, and leaves other keys alone', async () => {
    const client = createQueryClient({ freshMs: () => 60_000 });
    const load = jest.fn((signal: AbortSignal) => Promise.resolve(signal.aborted));
    await client.fetch(['cart', 'summary'], load);
    await client.fetch(['customer'], load);
    const cartReader = jest.fn();
    const customerReader = jest.fn();
    client.subscribe(['cart', 'summary'], cartReader);
    const stop = client.subscribe(['customer'], customerReader);
    client.invalidate(['cart']);
    expect(cartReader).toHaveBeenCalledTimes(1);
    expect(customerReader).not.toHaveBeenCalled();
    expect(client.get(['cart', 'summary'])).toBeUndefined();
    expect(client.get(['customer'])).toBe(false);
    stop();
    client.invalidate(['customer']);
    expect(customerReader).not.toHaveBeenCalled();
  });

  it('does not keep an answer that was on its way when its key was invalidated', async () => {
    const client = createQueryClient({ freshMs: () => 60_000 });
    const before = deferred<number>();
    const first = client.fetch(['customer'], () => before.promise);
    client.invalidate(['customer']);
    const second = client.fetch(['customer'], () => Promise.resolve(2));
    before.resolve(1);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(client.get(['customer'])).toBe(2);
  });

  it('aborts a shared read only when every caller has left', async () => {
    const client = createQueryClient();
    let seen!: AbortSignal;
    const pending = deferred<string>();
    const load = (signal: AbortSignal) => {
      seen = signal;
      return pending.promise;
    };
    const one = new AbortController();
    const two = new AbortController();
    const first = client.fetch(['customer'], load, { signal: one.signal });
    const second = client.fetch(['customer'], load, { signal: two.signal });
    one.abort();
    await expect(first).rejects.toBeDefined();
    expect(seen.aborted).toBe(false);
    two.abort();
    await expect(second).rejects.toBeDefined();
    expect(seen.aborted).toBe(true);
  });

  it('never aborts a shared read that a caller without a signal waits for', async () => {
    // The header's re-read after a purchase has no signal; a page that leaves must not take its answer away.
    const client = createQueryClient();
    let seen!: AbortSignal;
    const pending = deferred<string>();
    const load = (signal: AbortSignal) => {
      seen = signal;
      return pending.promise;
    };
    const header = client.fetch(['customer'], load);
    const page = new AbortController();
    const pageRead = client.fetch(['customer'], load, { signal: page.signal });
    page.abort();
    await expect(pageRead).rejects.toBeDefined();
    expect(seen.aborted).toBe(false);
    pending.resolve('balance $151.00');
    await expect(header).resolves.toBe('balance $151.00');
  });

  it('reports a 401 (the sign-in is gone) and no other failure', async () => {
    const onUnauthorised = jest.fn();
    const client = createQueryClient({ onUnauthorised });
    await expect(client.fetch(['notifications'], () => Promise.reject(apiError(404)))).rejects.toMatchObject({ status: 404 });
    expect(onUnauthorised).not.toHaveBeenCalled();
    await expect(client.fetch(['notifications'], () => Promise.reject(apiError(401)))).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });

  it('shows a write\'s answer as fresh, and forgets everything on clear', async () => {
    const client = createQueryClient({ freshMs: () => 60_000 });
    client.set(['customer'], { balance: 500 });
    const load = jest.fn(() => Promise.resolve({ balance: 0 }));
    expect(await client.fetch(['customer'], load)).toEqual({ balance: 500 });
    client.clear();
    expect(await client.fetch(['customer'], load)).toEqual({ balance: 0 });
  });
});
