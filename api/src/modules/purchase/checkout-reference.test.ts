import { checkoutReferenceOf, normalisedReference, scramble40 } from './checkout-reference';

describe('checkout references', () => {
  it('reads as DF- and two groups of four Crockford base32 characters, without I, L, O or U', () => {
    for (const n of [1, 2, 3, 1_000, 123_456_789, 2 ** 40 - 1]) expect(checkoutReferenceOf(n)).toMatch(/^DF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('gives every purchase number its own code, and consecutive purchases codes that do not look consecutive', () => {
    const codes = Array.from({ length: 50_000 }, (_, index) => checkoutReferenceOf(index + 1));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes[0]!.slice(0, 7)).not.toBe(codes[1]!.slice(0, 7));
  });

  it('scrambles 40-bit numbers one to one', () => {
    const seen = new Set<number>();
    for (let n = 0; n < 20_000; n += 1) seen.add(scramble40(n * 54_975_581 + 7));
    expect(seen.size).toBe(20_000);
    for (const n of [0, 1, 2 ** 40 - 1]) expect(scramble40(n)).toBeLessThan(2 ** 40);
  });

  it('accepts a reference typed in lower case or without dashes, and refuses anything else', () => {
    const code = checkoutReferenceOf(42);
    expect(normalisedReference(code.toLowerCase())).toBe(code);
    expect(normalisedReference(code.replace(/-/g, ''))).toBe(code);
    expect(normalisedReference('DF-IL0U-1234')).toBeNull();
    expect(normalisedReference('0b7f8a52-0000-4000-8000-000000000000')).toBeNull();
  });
});
