import type { Fund } from '@drawfront/shared/contract/funds';

const BRAND_NAMES: Record<Fund['brand'], string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', unknown: 'Card' };

/** Display name of a card brand. */
export const brandName = (brand: Fund['brand']) => BRAND_NAMES[brand] ?? BRAND_NAMES.unknown;

/** "Visa ending 4242", used in buttons' accessible names so each action names its card. */
export const cardName = (fund: Pick<Fund, 'brand' | 'last4'>) => `${brandName(fund.brand)} ending ${fund.last4}`;

/** "04/29". */
export const cardExpiry = (fund: Pick<Fund, 'expiryMonth' | 'expiryYear'>) =>
  `${String(fund.expiryMonth).padStart(2, '0')}/${String(fund.expiryYear % 100).padStart(2, '0')}`;
