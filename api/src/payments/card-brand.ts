import type { Fund } from '@drawfront/shared/contract/funds';

/** The card brands the funds contract names. */
export type CardBrand = Fund['brand'];

interface BrandRule {
  brand: Exclude<CardBrand, 'unknown'>;
  matches: (digits: string) => boolean;
  lengths: readonly number[];
  cscLength: number;
}

const prefix = (digits: string, length: number): number => Number(digits.slice(0, length));

// Issuer identification ranges (the BIN): Visa 4; Mastercard 51–55 and 2221–2720; Amex 34 and 37.
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'visa', matches: (d) => d.startsWith('4'), lengths: [13, 16, 19], cscLength: 3 },
  {
    brand: 'mastercard',
    matches: (d) => (prefix(d, 2) >= 51 && prefix(d, 2) <= 55) || (d.length >= 4 && prefix(d, 4) >= 2221 && prefix(d, 4) <= 2720),
    lengths: [16],
    cscLength: 3,
  },
  { brand: 'amex', matches: (d) => d.startsWith('34') || d.startsWith('37'), lengths: [15], cscLength: 4 },
];

/** The brand a card number's BIN belongs to, or 'unknown'. Takes digits only (see `normaliseCardNumber`). */
export function cardBrandFromNumber(digits: string): CardBrand {
  return BRAND_RULES.find((rule) => rule.matches(digits))?.brand ?? 'unknown';
}

/** Card number lengths the brand issues; empty for an unknown brand. */
export function cardNumberLengths(brand: CardBrand): readonly number[] {
  return BRAND_RULES.find((rule) => rule.brand === brand)?.lengths ?? [];
}

/** Digits in the card security code: 4 on the front of an Amex card, 3 on the back of the others. */
export function cscLength(brand: CardBrand): number {
  return BRAND_RULES.find((rule) => rule.brand === brand)?.cscLength ?? 3;
}

/** The digits of a typed card number with the spaces and hyphens people type removed; null if anything else is in it. */
export function normaliseCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}
