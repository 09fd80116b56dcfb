import { multiDrawCount, syndicateCost, ticketPrice } from './price';

const prices = [
  { games: 4, price: 520 },
  { games: 8, price: 1040 },
  { games: 18, price: 2340 },
];

describe('ticketPrice', () => {
  it('takes the price for the games count from the table', () => {
    expect(ticketPrice(prices, 8, 1)).toBe(1040);
  });

  it('multiplies by draws and weeks', () => {
    expect(ticketPrice(prices, 4, 3)).toBe(1560);
    expect(ticketPrice(prices, 18, 2, 4)).toBe(2340 * 2 * 4);
  });

  it('defaults to one week', () => {
    expect(ticketPrice(prices, 18, 5)).toBe(ticketPrice(prices, 18, 5, 1));
  });

  it('throws a RangeError with the table when the games count has no price', () => {
    expect(() => ticketPrice(prices, 5, 1)).toThrow(RangeError);
    expect(() => ticketPrice(prices, 5, 1)).toThrow('No price for 5 games: the price table has prices for 4, 8, 18');
    expect(() => ticketPrice([], 1, 1)).toThrow('prices for none');
  });

  it('rejects zero or fractional draws and weeks', () => {
    expect(() => ticketPrice(prices, 4, 0)).toThrow('draws must be a whole number of at least 1, got 0');
    expect(() => ticketPrice(prices, 4, 1, 1.5)).toThrow(RangeError);
  });
});

describe('syndicateCost', () => {
  it('is cost per share times shares', () => {
    expect(syndicateCost(1250, 3)).toBe(3750);
    expect(syndicateCost(1250, 0)).toBe(0);
  });

  it('rejects a negative or fractional share count', () => {
    expect(() => syndicateCost(1250, -1)).toThrow(RangeError);
    expect(() => syndicateCost(1250, 0.5)).toThrow(RangeError);
  });
});

describe('multiDrawCount', () => {
  it('is the count of draws', () => {
    expect(multiDrawCount(5)).toBe(5);
  });

  it('is 1 for autoplay', () => {
    expect(multiDrawCount('autoplay')).toBe(1);
  });
});
