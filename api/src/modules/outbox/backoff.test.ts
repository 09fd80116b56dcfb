import { MAX_SEND_ATTEMPTS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('waits a minute after the first failure, doubling each time, never more than an hour', () => {
    const minutes = Array.from({ length: MAX_SEND_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });

  it('refuses a count of attempts that is not a positive integer', () => {
    expect(() => retryDelayMs(0)).toThrow('retryDelayMs needs the number of attempts made (1 or more), got 0');
    expect(() => retryDelayMs(1.5)).toThrow('got 1.5');
  });
});
