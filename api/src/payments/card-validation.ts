import { CARD_HOLDER_NAME_MESSAGE, REQUIRED_MESSAGE, validateCardHolderName } from '@drawfront/shared/rules/amount-validation';
import type { FieldErrors } from '../errors/app-error';
import type { CardBrand } from './card-brand';
import { cardBrandFromNumber, cardNumberLengths, cscLength, normaliseCardNumber } from './card-brand';
import type { CardDetails } from './gateway';
import { luhnValid } from './luhn';
import { PaymentError, PAYMENT_ERRORS } from './payment-errors';
import { inputKeyedRecord } from '../lib/own-keys';

/** A card that passed validation: digits only, brand known, four-digit year. */
export interface ValidCard {
  digits: string;
  brand: Exclude<CardBrand, 'unknown'>;
  expiryMonth: number;
  expiryYear: number;
}

// Gateways cap the name at 45 characters (Opayo's limit, the tightest of the spec's gateways).
const MAX_HOLDER_NAME = 45;
// Cards are issued for at most about 20 years ahead; anything later is a typo.
const MAX_YEARS_AHEAD = 20;

export const CARD_MESSAGES = {
  numberRequired: 'Please enter a card number',
  numberInvalid: 'Please enter a valid card number',
  brandNotAccepted: 'We accept Visa, Mastercard and American Express',
  monthInvalid: 'Please enter an expiry month from 1 to 12',
  yearInvalid: 'Please enter a valid expiry year',
  expired: 'Your card has expired',
  csc: (length: number) => `Please enter the ${length}-digit security code`,
  holderNameTooLong: `Please enter at most ${MAX_HOLDER_NAME} characters`,
} as const;

/** A month or year as a whole number, from a number or a digit string (forms send either). */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Whether a card's expiry month has not ended yet at `now` (ms): a card is good through the last
 * day of its expiry month (taken in UTC).
 */
export function isExpiryCurrent(expiryMonth: number, expiryYear: number, now: number): boolean {
  return Date.UTC(expiryYear, expiryMonth, 1) > now;
}

/**
 * Checks every field of a typed card at once (Luhn, brand from the BIN and its lengths, expiry not
 * past, CSC of 3 digits or 4 for Amex, holder name) and throws `invalid_card` with field errors
 * keyed `number`, `expiryMonth`, `expiryYear`, `expiry`, `csc`, `holderName`. No message ever
 * repeats what was typed.
 */
export function validateCard(input: CardDetails, now: number): ValidCard {
  // The body behind `input` is not checked yet: a missing card reads as an empty one.
  const card: Partial<CardDetails> = input !== null && typeof input === 'object' ? input : {};
  const errors: FieldErrors = inputKeyedRecord();
  const fail = (field: string, message: string): void => {
    (errors[field] ??= []).push(message);
  };

  const rawNumber = typeof card.number === 'string' ? card.number : '';
  const digits = normaliseCardNumber(rawNumber);
  let brand: CardBrand = 'unknown';
  if (rawNumber.trim() === '') fail('number', CARD_MESSAGES.numberRequired);
  else if (digits === null || !luhnValid(digits)) fail('number', CARD_MESSAGES.numberInvalid);
  else {
    brand = cardBrandFromNumber(digits);
    if (brand === 'unknown') fail('number', CARD_MESSAGES.brandNotAccepted);
    else if (!cardNumberLengths(brand).includes(digits.length)) fail('number', CARD_MESSAGES.numberInvalid);
  }

  const month = wholeNumber(card.expiryMonth);
  if (month === null || month < 1 || month > 12) fail('expiryMonth', CARD_MESSAGES.monthInvalid);
  const yearTyped = wholeNumber(card.expiryYear);
  const year = yearTyped !== null && yearTyped < 100 ? 2000 + yearTyped : yearTyped;
  const currentYear = new Date(now).getUTCFullYear();
  if (year === null || year < 2000 || year > currentYear + MAX_YEARS_AHEAD) fail('expiryYear', CARD_MESSAGES.yearInvalid);
  else if (month !== null && month >= 1 && month <= 12 && !isExpiryCurrent(month, year, now)) fail('expiry', CARD_MESSAGES.expired);

  // An unknown brand still gets the common 3-digit rule, so the form shows every problem at once.
  const wantedCsc = cscLength(brand);
  const csc = typeof card.csc === 'string' ? card.csc.trim() : '';
  if (!new RegExp(`^\\d{${wantedCsc}}$`).test(csc)) fail('csc', CARD_MESSAGES.csc(wantedCsc));

  const holderName = typeof card.holderName === 'string' ? card.holderName.trim() : '';
  if (holderName === '') fail('holderName', REQUIRED_MESSAGE);
  else if (validateCardHolderName(holderName) !== null) fail('holderName', CARD_HOLDER_NAME_MESSAGE);
  else if (holderName.length > MAX_HOLDER_NAME) fail('holderName', CARD_MESSAGES.holderNameTooLong);

  const fields = Object.keys(errors);
  if (fields.length > 0) throw new PaymentError(PAYMENT_ERRORS.invalidCard, [fields.join(', ')], { errors });
  return { digits: digits as string, brand: brand as ValidCard['brand'], expiryMonth: month as number, expiryYear: year as number };
}
