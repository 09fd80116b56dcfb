import { createScrollPositions, SCROLL_POSITIONS_KEY } from './scroll-positions';

describe('createScrollPositions', () => {
  afterEach(() => window.sessionStorage.clear());

  it('remembers the offset of each history entry, across a reload of the page', () => {
    createScrollPositions().set('k1', 1200.4);
    const afterReload = createScrollPositions();
    expect(afterReload.has('k1')).toBe(true);
    expect(afterReload.get('k1')).toBe(1200);
    expect(afterReload.has('k2')).toBe(false);
  });

  it('keeps only the 50 latest entries', () => {
    const positions = createScrollPositions();
    for (let i = 0; i < 55; i += 1) positions.set(`k${i}`, i);
    expect(positions.has('k4')).toBe(false);
    expect(positions.get('k54')).toBe(54);
    expect((JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]') as unknown[]).length).toBe(50);
  });

  it('ignores unreadable stored data and works without storage', () => {
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    expect(createScrollPositions().has('k1')).toBe(false);
    const memoryOnly = createScrollPositions(null);
    memoryOnly.set('k1', 30);
    expect(memoryOnly.get('k1')).toBe(30);
  });
});
