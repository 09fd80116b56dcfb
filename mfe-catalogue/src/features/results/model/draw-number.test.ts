import { parseDrawNo } from './draw-number';

describe('draw numbers from the address', () => {
  it('reads a whole number from 1', () => {
    expect(parseDrawNo('1500')).toBe(1500);
    expect(parseDrawNo('1')).toBe(1);
  });

  it('refuses anything else', () => {
    for (const bad of [undefined, null, '', '0', '-3', '15.5', 'latest', '0150', '1234567890']) expect(parseDrawNo(bad)).toBeNull();
  });
});
