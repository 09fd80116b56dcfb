import { retryPlugin } from './retry-plugin';

type Hooks = Required<Pick<ReturnType<typeof retryPlugin>, 'loadEntryError' | 'getModuleFactory'>>;
const noSleep = jest.fn(async () => undefined);

function failingThen<T>(failures: number, value: T) {
  let calls = 0;
  return jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`network failure ${calls}`);
    return value;
  });
}

describe('retryPlugin', () => {
  const plugin = retryPlugin({ retries: 2, delayMs: 400, sleep: noSleep }) as unknown as Hooks;
  const entryArgs = (getRemoteEntry: jest.Mock, globalLoading: Record<string, unknown>) =>
    ({ getRemoteEntry, origin: {}, remoteInfo: { name: 'drawfront_catalogue' }, remoteEntryExports: undefined, globalLoading, uniqueKey: 'entry-key' }) as unknown as Parameters<Hooks['loadEntryError']>[0];

  beforeEach(() => noSleep.mockClear());

  it('loads the entry again after a failure, forgetting the failed load each time, and answers its exports', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = failingThen(2, exports);
    const globalLoading: Record<string, unknown> = { 'entry-key': Promise.reject(new Error('old')).catch(() => undefined) };
    await expect(plugin.loadEntryError(entryArgs(getRemoteEntry, globalLoading))).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(3);
    expect(globalLoading).not.toHaveProperty('entry-key');
    expect(noSleep).toHaveBeenCalledTimes(2);
    expect(noSleep).toHaveBeenCalledWith(400);
  });

  it('gives up after the configured retries with the last error, so the fallback is shown', async () => {
    const getRemoteEntry = failingThen(5, {});
    await expect(plugin.loadEntryError(entryArgs(getRemoteEntry, {}))).rejects.toThrow('network failure 3');
    expect(getRemoteEntry).toHaveBeenCalledTimes(3);
  });

  it("retries loading an exposed module's chunks", async () => {
    const factory = () => ({ mount: jest.fn() });
    const get = failingThen(1, factory);
    await expect(plugin.getModuleFactory({ remoteEntryExports: { get }, expose: './parcel', moduleInfo: {} } as unknown as Parameters<Hooks['getModuleFactory']>[0])).resolves.toBe(factory);
    expect(get).toHaveBeenCalledWith('./parcel');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
