import { pageItems } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the current page with its neighbours, with gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 'gap-after', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap-after', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
    expect(pageItems(19, 20)).toEqual([1, 'gap-before', 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 17, 18, 19, 20]);
  });
});
