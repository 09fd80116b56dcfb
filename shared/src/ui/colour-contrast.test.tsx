import { contrastRatio, readableTextOn } from './colour-contrast';

describe('colour contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5cad', '#ffffff')).toBeCloseTo(6.67, 2);
    expect(contrastRatio('blue', '#fff')).toBeNull();
  });

  it('picks white or dark text for a brand colour, or none when neither reaches 4.5:1', () => {
    expect(readableTextOn('#0b5cad')).toBe('#ffffff');
    expect(readableTextOn('#ffd84d')).toBe('#1a1a2e');
    // Mid grey: 3.9:1 with white and 4.4:1 with the dark text colour.
    expect(readableTextOn('#808080')).toBeNull();
    expect(readableTextOn('not-a-colour')).toBeNull();
  });
});
