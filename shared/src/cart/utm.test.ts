import { keepUtm, withUtm } from './utm';

describe('keepUtm', () => {
  it('keeps only the five utm parameters, in the spec order', () => {
    expect(keepUtm('?aff=x&utm_source=mail&utm_campaign=spring&firstDrawNo=3&utm_term=a b&utm_medium=email&utm_content=hero')).toBe(
      '?utm_campaign=spring&utm_medium=email&utm_source=mail&utm_term=a+b&utm_content=hero',
    );
  });

  it('gives an empty string when there are none', () => {
    expect(keepUtm('?aff=x')).toBe('');
    expect(keepUtm('')).toBe('');
    expect(withUtm('/cart', '?utm_source=mail')).toBe('/cart?utm_source=mail');
  });
});
