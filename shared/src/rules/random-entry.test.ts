import { randomGamesCovered } from './random-entry';

describe('randomGamesCovered', () => {
  it('an empty entry is one game whose numbers the API draws', () => {
    expect(randomGamesCovered({ numbers: [] })).toBe(1);
  });

  it('an entry with picks is not a random entry', () => {
    expect(randomGamesCovered({ numbers: [4] })).toBeNull();
    expect(randomGamesCovered({ numbers: [], powerball: [2] })).toBeNull();
  });
});
