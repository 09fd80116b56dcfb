import { pageCount, pageOffset, pageSlice, pageWindow, parsePage, RESULTS_PAGE_SIZE } from './pagination';

describe('results pagination', () => {
  it('pages by 5 (groups spec §9)', () => {
    expect(RESULTS_PAGE_SIZE).toBe(5);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(10);
  });

  it('reads an absent page as page 1 and refuses anything but a whole number from 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '02', ' 2', '1e3', '99999999']) expect(parsePage(bad)).toBeNull();
  });

  it('counts pages, with one empty page for no results', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
  });

  it('slices one page out of a whole list', () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pageSlice(items, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlice(items, 3)).toEqual([11, 12]);
    expect(pageSlice(items, 4)).toEqual([]);
  });

  it('shows the first, last and neighbouring pages with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
