import { HEARTBEAT_ACTIVE_TIMEOUT_SECONDS, HEARTBEAT_INTERVAL_MS } from '@drawfront/shared/rules/session-timing';
import { startHeartbeat } from './heartbeat';

describe('the heartbeat (groups spec §4: a blank page every 60 s while the user is active)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('requests the blank page every 60 s while the user was active within the active timeout', () => {
    const beat = jest.fn(() => Promise.resolve());
    const stop = startHeartbeat({ beat });
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(beat).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3);
    expect(beat).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stops beating once the user has been idle for the active timeout, and starts again on activity', () => {
    const beat = jest.fn(() => Promise.resolve());
    const stop = startHeartbeat({ beat });
    jest.advanceTimersByTime(HEARTBEAT_ACTIVE_TIMEOUT_SECONDS * 1000 + HEARTBEAT_INTERVAL_MS * 5);
    // Beats at 1…9 minutes; from the tenth minute the user counts as away.
    expect(beat).toHaveBeenCalledTimes(HEARTBEAT_ACTIVE_TIMEOUT_SECONDS / 60 - 1);
    beat.mockClear();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    jest.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(beat).toHaveBeenCalledTimes(1);
    stop();
  });

  it('requests /blank.html uncached by default, and a failed beat is ignored', async () => {
    const fetch = jest.fn(() => Promise.reject(new Error('offline')));
    const target = Object.assign(new EventTarget(), { fetch }) as unknown as Window;
    const stop = startHeartbeat({ target });
    await jest.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledWith('/blank.html', { cache: 'no-store', credentials: 'same-origin' });
    stop();
    await jest.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
