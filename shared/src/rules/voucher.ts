/**
 * Vouchers (storefront §3 cart item types): the four types, the discount a code takes off a
 * cart, and why a code does not apply (the message the API answers with `promotion_not_added`). The API
 * checks every rule here when a code is added, when the cart is read and again inside the purchase's
 * transaction; the cart page shows the same texts.
 */

/** The four voucher types (storefront §3). */
export const VOUCHER_TYPES = ['voucher_fixed_discount', 'voucher_percent_discount', 'voucher_fixed_discount_expire', 'voucher_credit_amount'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

/** A voucher as the rules need it. `value` is cents, or basis points (1/100 of a percent) for a percent voucher. */
export interface VoucherTerms {
  code: string;
  type: VoucherType;
  value: number;
  /** Cents the discounted part of the cart must reach; 0 for none. */
  minSpend: number;
  /** The instant the code stops working (it works strictly before it); null: never. */
  expiresAt: Date | null;
  /** How many customers may use the code in all; null: no cap. */
  maxRedemptions: number | null;
}

/** What a code is checked against. */
export interface VoucherContext {
  /** The app clock's now. */
  at: Date;
  /** Cents the discount applies to: what the cart charges now (pre-orders are charged later, so left out). */
  subtotal: number;
  /** The customer already used this code (one per customer); false for a visitor. */
  usedByCustomer: boolean;
  /** Customers who have used the code so far. */
  redemptions: number;
  /** Signed in: a credit goes to a wallet, so a visitor cannot redeem one. */
  signedIn: boolean;
}

/** A credit voucher pays into the wallet; the other three take money off the cart. */
export function isCreditVoucher(type: VoucherType): boolean {
  return type === 'voucher_credit_amount';
}

/** Whether a voucher must name the instant it expires (the `_expire` type always does; the others may). */
export function needsExpiry(type: VoucherType): boolean {
  return type === 'voucher_fixed_discount_expire';
}

/**
 * The cents a discount voucher takes off `subtotal`. Fixed: its amount, capped at the subtotal (a cart is never
 * paid below zero). Percent: `value` basis points of the subtotal, rounded DOWN to the whole cent, so the discount
 * never exceeds the percentage advertised (10 % of $0.99 is 9 cents, not 10), then capped likewise. A credit
 * voucher takes nothing off the cart: 0.
 */
export function voucherDiscount(voucher: Pick<VoucherTerms, 'type' | 'value'>, subtotal: number): number {
  if (subtotal <= 0 || isCreditVoucher(voucher.type)) return 0;
  const discount = voucher.type === 'voucher_percent_discount' ? Math.floor((subtotal * voucher.value) / 10_000) : voucher.value;
  return Math.min(Math.max(0, discount), subtotal);
}

/** Whether a voucher has expired at `at`: it works strictly before its `expiresAt` instant. */
export function hasExpired(voucher: Pick<VoucherTerms, 'expiresAt'>, at: Date): boolean {
  return voucher.expiresAt !== null && at.getTime() >= voucher.expiresAt.getTime();
}

/** The texts of `promotion_not_added` (the spec names the code, not its texts: these are ours). */
export const VOUCHER_MESSAGES = {
  unknown: (code: string) => `The code ${code} is not valid. Check it and try again.`,
  expired: (code: string) => `The code ${code} has expired.`,
  usedUp: (code: string) => `The code ${code} has been used as many times as it can be.`,
  alreadyUsed: (code: string) => `You have already used the code ${code}.`,
  minSpend: (code: string, minSpend: string) => `Spend at least ${minSpend} to use the code ${code}.`,
  nothingToDiscount: (code: string) => `Add tickets to your cart to use the code ${code}.`,
  signInForCredit: (code: string) => `Sign in to add the credit of code ${code} to your wallet.`,
} as const;

/**
 * Why `voucher` does not apply in `context`, or null when it does. Checked in this order: expiry, the cap on
 * redemptions, one per customer, then (discounts) something to discount and the minimum spend, or (credits)
 * a signed-in customer. `money` formats cents for the minimum-spend text.
 */
export function voucherRefusal(voucher: VoucherTerms, context: VoucherContext, money: (cents: number) => string): string | null {
  if (hasExpired(voucher, context.at)) return VOUCHER_MESSAGES.expired(voucher.code);
  if (voucher.maxRedemptions !== null && context.redemptions >= voucher.maxRedemptions && !context.usedByCustomer) return VOUCHER_MESSAGES.usedUp(voucher.code);
  if (context.usedByCustomer) return VOUCHER_MESSAGES.alreadyUsed(voucher.code);
  if (isCreditVoucher(voucher.type)) return context.signedIn ? null : VOUCHER_MESSAGES.signInForCredit(voucher.code);
  if (context.subtotal <= 0) return VOUCHER_MESSAGES.nothingToDiscount(voucher.code);
  if (context.subtotal < voucher.minSpend) return VOUCHER_MESSAGES.minSpend(voucher.code, money(voucher.minSpend));
  return null;
}

/** A code as typed, the way codes are stored: trimmed and upper case ("save5 " is SAVE5). */
export function normaliseVoucherCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** What a code may look like once normalised: 3 to 32 letters, digits and hyphens. */
export const VOUCHER_CODE_PATTERN = '^[A-Z0-9-]{3,32}$';
