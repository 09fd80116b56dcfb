// `npm run ops -- voucher create …`: turns what ops type into the API's voucher body (cents, basis points, an instant).

export const VOUCHER_TYPES = ['voucher_fixed_discount', 'voucher_percent_discount', 'voucher_fixed_discount_expire', 'voucher_credit_amount'];

/** "5", "5.5", "5.50" → 550 (hundredths, no float error); null when not a plain number with at most 2 decimals. */
function hundredths(text) {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(text).trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

// A date (midnight UTC) or a date and time with Z or an offset: never a local time that reads differently elsewhere.
const INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The body of `POST /platform/sites/{site}/vouchers` from the CLI's options, or throws an Error saying what is wrong.
 * `--amount` is dollars (5 or 5.00) for the fixed and credit types and a percentage (10 or 12.5) for the percent
 * type; `--min-spend` is dollars; `--expires` an ISO date or instant; `--max-redemptions` a whole number.
 */
export function voucherBody({ type, code, amount, minSpend, expires, maxRedemptions }) {
  if (!VOUCHER_TYPES.includes(type)) throw new Error(`--type must be one of ${VOUCHER_TYPES.join(', ')}`);
  if (!code) throw new Error('--code is required');
  if (amount === undefined) throw new Error(type === 'voucher_percent_discount' ? '--amount is required: the percentage off, e.g. 10' : '--amount is required: dollars, e.g. 5.00');
  const value = hundredths(amount);
  if (value === null || value === 0) throw new Error(`--amount "${amount}" is not a positive number with at most 2 decimals`);
  const body = { type, code: code.trim().toUpperCase() };
  if (type === 'voucher_percent_discount') {
    if (value > 10_000) throw new Error(`--amount ${amount}% is more than 100%`);
    body.percentBasisPoints = value;
  } else {
    body.amountCents = value;
  }
  if (minSpend !== undefined) {
    const cents = hundredths(minSpend);
    if (cents === null) throw new Error(`--min-spend "${minSpend}" is not an amount in dollars with at most 2 decimals`);
    body.minSpendCents = cents;
  }
  if (expires !== undefined) {
    const at = INSTANT.test(expires) ? new Date(expires) : null;
    if (!at || Number.isNaN(at.getTime())) throw new Error(`--expires "${expires}" is not an ISO date (2030-12-31) or instant with a zone (2030-12-31T13:00:00Z)`);
    body.expiresAt = at.toISOString();
  }
  if (maxRedemptions !== undefined) {
    if (!/^\d+$/.test(maxRedemptions) || Number(maxRedemptions) < 1) throw new Error(`--max-redemptions "${maxRedemptions}" is not a whole number of 1 or more`);
    body.maxRedemptions = Number(maxRedemptions);
  }
  return body;
}

/** One line of `voucher list`. */
export function voucherLine(voucher) {
  const money = (amount) => `$${(amount.amount / 100).toFixed(2)}`;
  const terms = [
    voucher.minSpend.amount > 0 ? `min spend ${money(voucher.minSpend)}` : null,
    voucher.expiresAt ? `expires ${voucher.expiresAt}` : null,
    `used ${voucher.redemptions}${voucher.maxRedemptions === null ? '' : ` of ${voucher.maxRedemptions}`}`,
  ].filter(Boolean);
  return `${voucher.code.padEnd(14)} ${voucher.type.padEnd(30)} ${voucher.description.padEnd(22)} ${terms.join(', ')}`;
}
