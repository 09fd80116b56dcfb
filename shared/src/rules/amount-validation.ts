import { fillTemplate } from '../format/fill-template';
import { fixed2, formatMoney, toMinorUnits } from '../format/money';

/** Form messages, exactly as storefront §5 gives them. */
export const REQUIRED_MESSAGE = 'This field is required';
export const NUMBERS_ONLY_MESSAGE = 'Please enter numbers only';
export const AMOUNT_FORMAT_MESSAGE = 'Amount must follow format e.g: 1.50';
/** `{amount}` is the limit formatted with the site currency, e.g. "$0.01". */
export const MIN_AMOUNT_MESSAGE = 'Please enter an amount equal to or greater than {amount}.';
/** `{amount}` is the limit formatted with the site currency, e.g. "$500.00". */
export const MAX_AMOUNT_MESSAGE = 'Please enter an amount equal to or less than {amount}.';
export const CARD_HOLDER_NAME_MESSAGE = "Please enter the card holder's name.";
export const MISMATCH_MESSAGE = 'Your {fieldName} does not match';
export const TERMS_MESSAGE = 'You must agree to the terms and conditions to proceed.';

/** Default minimum amount in minor units (0.01, storefront §5). */
export const DEFAULT_MIN_AMOUNT = 1;
/** A card holder name with this many digits or more is a card number typed in the wrong field. */
export const CARD_HOLDER_NAME_MAX_DIGITS = 12;

/** Limits and formatting for `validateAmount`; `min` and `max` are minor units. */
export interface AmountRules {
  min?: number;
  max?: number;
  currency: string;
  locale: string;
}

/** The required-field message when the value is empty or only spaces, else null. */
export function validateRequired(value: string | null | undefined): string | null {
  return value == null || value.trim() === '' ? REQUIRED_MESSAGE : null;
}

/**
 * Validates a typed money amount: required, then numbers only (digits and a point), then at most
 * 2 decimals, then the minimum (default 0.01) and maximum, shown with the currency ("$0.01").
 */
export function validateAmount(text: string | null | undefined, rules: AmountRules): string | null {
  const required = validateRequired(text);
  if (required) return required;
  const trimmed = (text ?? '').trim();
  if (!/^[\d.]+$/.test(trimmed)) return NUMBERS_ONLY_MESSAGE;
  const minor = toMinorUnits(trimmed);
  if (minor === null) return AMOUNT_FORMAT_MESSAGE;
  const min = rules.min ?? DEFAULT_MIN_AMOUNT;
  if (minor < min) return fillTemplate(MIN_AMOUNT_MESSAGE, { amount: formatMoney(min, rules.currency, rules.locale) });
  if (rules.max !== undefined && minor > rules.max) {
    return fillTemplate(MAX_AMOUNT_MESSAGE, { amount: formatMoney(rules.max, rules.currency, rules.locale) });
  }
  return null;
}

/**
 * A suggested amount (e.g. a checkout's shortfall) as a form should pre-fill it: raised to the minimum the
 * method takes, so the customer is not shown an amount the form will refuse. Anything unreadable is kept,
 * for the form's own validation to explain.
 */
export function atLeastMinimum(text: string, min: number | undefined): string {
  const minor = toMinorUnits(text);
  return minor !== null && min !== undefined && minor > 0 && minor < min ? fixed2(min) : text;
}

/** Rejects a card holder name containing 13 or more digits (counted anywhere, so a spaced card number is caught too). */
export function validateCardHolderName(name: string | null | undefined): string | null {
  const digits = (name ?? '').replace(/\D/g, '').length;
  return digits > CARD_HOLDER_NAME_MAX_DIGITS ? CARD_HOLDER_NAME_MESSAGE : null;
}

/** 'Your {fieldName} does not match' when a confirmation differs from the original (exact comparison), else null. */
export function validateMatch(value: string, confirmation: string, fieldName: string): string | null {
  return value === confirmation ? null : fillTemplate(MISMATCH_MESSAGE, { fieldName });
}

/** The terms message until the terms box is ticked. */
export function validateTerms(accepted: boolean): string | null {
  return accepted ? null : TERMS_MESSAGE;
}
