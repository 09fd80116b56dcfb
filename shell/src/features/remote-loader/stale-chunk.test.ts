import { reloadIfStale, STALE_CHUNK_RELOAD_AFTER_MS } from './stale-chunk';

describe('stale chunk reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('does not reload a page booted less than 24 h ago', () => {
    const reload = jest.fn();
    expect(reloadIfStale(0, STALE_CHUNK_RELOAD_AFTER_MS, sessionStorage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once a page older than 24 h whose load failed, and never loops', () => {
    const reload = jest.fn();
    expect(reloadIfStale(0, STALE_CHUNK_RELOAD_AFTER_MS + 1, sessionStorage, reload)).toBe(true);
    expect(reloadIfStale(0, STALE_CHUNK_RELOAD_AFTER_MS + 5, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
