import type { I18n } from '@drawfront/shared/contract/i18n';

/** A wallet movement's amount as shown: its direction in words and its value with a sign. */
export interface SignedAmount {
  direction: 'credit' | 'debit';
  /** E.g. "+$10.00" or "−$8.50" (a true minus sign). */
  text: string;
}

/** Formats a signed amount in minor units (positive credits the wallet, negative debits it). */
export function signedAmount(minor: number, money: I18n['money']): SignedAmount {
  const debit = minor < 0;
  return { direction: debit ? 'debit' : 'credit', text: `${debit ? '\u2212' : '+'}${money(Math.abs(minor))}` };
}
