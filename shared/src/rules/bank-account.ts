/**
 * Bank account and PayID checks, shared by the withdraw form and the API (`POST /funds/bank-account`),
 * and the spec's mapping of the API's field names to the form's (groups spec §5: account_number maps
 * to accountNumber; swift/bsb map to bankCode).
 */
import type { BankAccountType } from '../contract/withdrawals';
import { countryProfile } from './country-profile';

export const BSB_MESSAGE = 'Please enter a 6 digit BSB, e.g. 062-000.';
export const ACCOUNT_NUMBER_MESSAGE = 'Please enter an account number of 5 to 9 digits.';
export const SORT_CODE_MESSAGE = 'Please enter a 6 digit sort code, e.g. 12-34-56.';
export const GB_ACCOUNT_NUMBER_MESSAGE = 'Please enter an 8 digit account number.';
export const NO_PAYID_MESSAGE = 'PayID is only for Australian bank accounts: please give a sort code and account number.';
export const SWIFT_MESSAGE = 'Please enter an 8 or 11 character SWIFT code.';
export const IBAN_MESSAGE = 'Please enter an account number or IBAN of up to 34 letters and digits.';
export const PAYID_EMAIL_MESSAGE = 'Please enter the email address registered as your PayID.';
export const PAYID_PHONE_MESSAGE = 'Please enter the Australian mobile number registered as your PayID, e.g. 0412 345 678.';
export const ACCOUNT_NAME_MESSAGE = 'Please enter the name on the account.';

/** Field names as the API answers them in `errors` (snake_case, the bank's words). */
export type BankAccountApiField = 'bsb' | 'sort_code' | 'swift' | 'account_number' | 'account_name' | 'type';
/** Field names of the withdraw page's bank account form. */
export type BankAccountFormField = 'bankCode' | 'accountNumber' | 'accountName' | 'type';

const FORM_FIELD: Readonly<Record<string, BankAccountFormField>> = {
  bsb: 'bankCode',
  sort_code: 'bankCode',
  swift: 'bankCode',
  account_number: 'accountNumber',
  account_name: 'accountName',
  type: 'type',
};

/** The form field an API field error belongs to (groups spec §5); null for a field the form does not show. */
export function bankAccountFormField(apiField: string): BankAccountFormField | null {
  return FORM_FIELD[apiField] ?? null;
}

/** What the customer typed, the way the form and the API body both carry it. */
export interface BankAccountInput {
  type: BankAccountType;
  code?: string;
  accountNumber: string;
  accountName: string;
}

/** The stored form of a bank account: the BSB as "062-000", a sort code as "12-34-56", numbers without spaces, a PayID email in lower case. */
export interface NormalisedBankAccount {
  type: BankAccountType;
  bankCode: string | null;
  accountNumber: string;
  accountName: string;
}

const squash = (text: string) => text.replace(/[\s-]/g, '');
const AU_MOBILE = /^(?:\+?61|0)4\d{8}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Checks a bank account or PayID held in `country` (the customer's; Australia by default): a national account
 * there has that country's bank code (a BSB, a sort code) and account number (`country-profile.ts`), and PayID is
 * Australian only. Answers either the normalised account or field errors keyed by the API's names (`bsb`,
 * `sort_code`, `swift`, `account_number`, `account_name`, `type`); the form maps them with `bankAccountFormField`.
 */
export function checkBankAccount(input: BankAccountInput, country = 'AU'): { ok: true; account: NormalisedBankAccount } | { ok: false; errors: Partial<Record<BankAccountApiField, string>> } {
  const errors: Partial<Record<BankAccountApiField, string>> = {};
  const name = input.accountName.trim().replace(/\s+/g, ' ');
  if (name.length < 2 || name.length > 100 || name.replace(/\D/g, '').length >= 5) errors.account_name = ACCOUNT_NAME_MESSAGE;
  let bankCode: string | null = null;
  let accountNumber = input.accountNumber.trim();
  const { bank } = countryProfile(country);
  if (!bank.payId && (input.type === 'payid_email' || input.type === 'payid_phone')) return { ok: false, errors: { type: NO_PAYID_MESSAGE } };
  switch (input.type) {
    case 'national': {
      const code = squash(input.code ?? '');
      const sortCode = bank.codeField === 'sort_code';
      if (!/^\d{6}$/.test(code)) errors[bank.codeField] = sortCode ? SORT_CODE_MESSAGE : BSB_MESSAGE;
      else bankCode = sortCode ? `${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}` : `${code.slice(0, 3)}-${code.slice(3)}`;
      accountNumber = squash(accountNumber);
      const { min, max } = bank.accountNumberDigits;
      const digitsOk = /^\d+$/.test(accountNumber) && accountNumber.length >= min && accountNumber.length <= max;
      if (!digitsOk) errors.account_number = sortCode ? GB_ACCOUNT_NUMBER_MESSAGE : ACCOUNT_NUMBER_MESSAGE;
      break;
    }
    case 'international': {
      const swift = squash(input.code ?? '').toUpperCase();
      if (!/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(swift)) errors.swift = SWIFT_MESSAGE;
      else bankCode = swift;
      accountNumber = squash(accountNumber).toUpperCase();
      if (!/^[A-Z0-9]{1,34}$/.test(accountNumber)) errors.account_number = IBAN_MESSAGE;
      break;
    }
    case 'payid_email':
      accountNumber = accountNumber.toLowerCase();
      if (accountNumber.length > 254 || !EMAIL.test(accountNumber)) errors.account_number = PAYID_EMAIL_MESSAGE;
      break;
    case 'payid_phone': {
      const phone = accountNumber.replace(/[\s()-]/g, '');
      if (!AU_MOBILE.test(phone)) errors.account_number = PAYID_PHONE_MESSAGE;
      else accountNumber = `0${phone.slice(-9)}`;
      break;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, account: { type: input.type, bankCode, accountNumber, accountName: name } };
}

/** What may be shown of an account: the last 3 digits of a number, a PayID partly hidden. */
export function accountNumberHint(type: BankAccountType, accountNumber: string): string {
  if (type === 'payid_email') {
    const [local = '', domain = ''] = accountNumber.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  if (type === 'payid_phone') return `${accountNumber.slice(0, 2)}** *** ${accountNumber.slice(-3)}`;
  return `•••${accountNumber.slice(-3)}`;
}
