import { exceededAmount } from './spend-limit';

describe('exceededAmount', () => {
  it('is the cart amount minus what is left of the limit', () => {
    expect(exceededAmount({ cartAmount: 5000, limit: 10000, spent: 8000 })).toBe(3000);
  });

  it('is zero when the cart uses exactly what is left', () => {
    expect(exceededAmount({ cartAmount: 2000, limit: 10000, spent: 8000 })).toBe(0);
  });

  it('is negative when the cart fits under the limit', () => {
    expect(exceededAmount({ cartAmount: 1000, limit: 10000, spent: 2000 })).toBe(-7000);
  });

  it('counts the whole cart when the limit is already spent past', () => {
    expect(exceededAmount({ cartAmount: 1000, limit: 10000, spent: 12000 })).toBe(3000);
  });
});
