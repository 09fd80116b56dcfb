import { binomial, factorial, permutations } from './combinations';

describe('binomial', () => {
  it.each([
    [8, 6, 28],
    [10, 6, 210],
    [20, 6, 38_760],
    [7, 6, 7],
    [6, 6, 1],
    [45, 6, 8_145_060],
    [20, 7, 77_520],
  ])('C(%i, %i) = %i', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
  });

  it('is 0 when k is out of 0..n and refuses fractions', () => {
    expect(binomial(5, 6)).toBe(0);
    expect(binomial(5, -1)).toBe(0);
    expect(() => binomial(5.5, 2)).toThrow(RangeError);
  });
});

describe('factorial and permutations', () => {
  it('4! = 24 orders, all different', () => {
    expect(factorial(4)).toBe(24);
    const orders = permutations([3, 9, 20, 31]);
    expect(orders).toHaveLength(24);
    expect(new Set(orders.map((order) => order.join(','))).size).toBe(24);
    expect(orders[0]).toEqual([3, 9, 20, 31]);
  });

  it('0! = 1 and refuses a negative', () => {
    expect(factorial(0)).toBe(1);
    expect(() => factorial(-1)).toThrow(RangeError);
  });
});
