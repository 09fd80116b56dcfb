import { manualClock, systemClock } from './clock';

describe('clocks', () => {
  it('the system clock reads the machine time', () => {
    const before = Date.now();
    const at = systemClock().now().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('a manual clock stands still until set or advanced, and hands out copies', () => {
    const clock = manualClock(new Date('2025-03-01T00:00:00Z'));
    const read = clock.now();
    read.setUTCFullYear(1999);
    expect(clock.now().toISOString()).toBe('2025-03-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2025-03-01T00:01:30.000Z');
    clock.set(new Date('2026-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
