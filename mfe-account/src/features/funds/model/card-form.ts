import { NUMBERS_ONLY_MESSAGE, validateCardHolderName, validateRequired } from '@drawfront/shared/rules/amount-validation';
import { placeServerErrors } from '../../../lib/server-field-errors';
import type { NewCard } from '../api/funds-api';

export interface CardFormValues {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  csc: string;
  cardHolderName: string;
}

/** Error keys follow the API's 422 `errors` keys; `expiry` covers month and year. */
export type CardField = 'cardNumber' | 'expiry' | 'csc' | 'cardHolderName';
export type CardErrors = Partial<Record<CardField, string>>;

export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'csc', 'cardHolderName'];

export const EMPTY_CARD_FORM: CardFormValues = { cardNumber: '', expiryMonth: '', expiryYear: '', csc: '', cardHolderName: '' };

const digitsOnly = (text: string) => text.replace(/\s/g, '');

/** Client checks before the card goes to the API; the gateway checks the number itself (Luhn, brand, expiry in the past). */
export function validateCardForm(values: CardFormValues, cscRequired: boolean): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOnly(values.cardNumber);
  errors.cardNumber = validateRequired(number) ?? (/^\d+$/.test(number) ? undefined : NUMBERS_ONLY_MESSAGE);
  errors.expiry = validateRequired(values.expiryMonth) ?? validateRequired(values.expiryYear) ?? undefined;
  const csc = values.csc.trim();
  errors.csc = csc === '' ? (cscRequired ? (validateRequired(csc) ?? undefined) : undefined) : /^\d+$/.test(csc) ? undefined : NUMBERS_ONLY_MESSAGE;
  errors.cardHolderName = validateRequired(values.cardHolderName) ?? validateCardHolderName(values.cardHolderName) ?? undefined;
  for (const field of CARD_FIELDS) if (!errors[field]) delete errors[field];
  return errors;
}

/** The form's values as the API takes them. */
export function toNewCard(values: CardFormValues): NewCard {
  return {
    cardNumber: digitsOnly(values.cardNumber),
    expiryMonth: Number(values.expiryMonth),
    expiryYear: Number(values.expiryYear),
    csc: values.csc.trim(),
    cardHolderName: values.cardHolderName.trim(),
  };
}

/** A failed add-card call as the form shows it: messages on fields, and what fits no field above the form. */
export interface CardFailure {
  fieldErrors: CardErrors;
  formMessage: string | null;
}

const FIELD_BY_KEY: Record<string, CardField> = {
  cardNumber: 'cardNumber',
  card_number: 'cardNumber',
  expiry: 'expiry',
  expiryMonth: 'expiry',
  expiry_month: 'expiry',
  expiryYear: 'expiry',
  expiry_year: 'expiry',
  csc: 'csc',
  cardHolderName: 'cardHolderName',
  card_holder_name: 'cardHolderName',
};

/** 422 `errors.<field>` → those fields; anything else → the API's message above the form. */
export function toCardFailure(error: unknown): CardFailure {
  return placeServerErrors(error, FIELD_BY_KEY);
}
