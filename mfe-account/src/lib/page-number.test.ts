import { pageCount, pageOffset, parsePageParam } from './page-number';

describe('account list pages', () => {
  it('reads the /{page} segment: absent is page 1, anything but a whole number from 1 is no page', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('12')).toBe(12);
    for (const bad of ['0', '-1', '02', '1.5', 'abc', '', '1e3', '99999999999999999999']) expect(parsePageParam(bad)).toBeNull();
  });

  it('asks the API for offset (page − 1) × 10', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(4)).toBe(30);
  });

  it('counts pages from the total, with at least one', () => {
    expect(pageCount({ total: 0, limit: 10 })).toBe(1);
    expect(pageCount({ total: 10, limit: 10 })).toBe(1);
    expect(pageCount({ total: 11, limit: 10 })).toBe(2);
    expect(pageCount({ total: 25, limit: 0 })).toBe(3);
  });
});
