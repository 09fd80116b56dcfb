/** Payment methods the footer can show (text badges until brand artwork is supplied). */
export type PaymentMethod = 'AMEX' | 'APPLE_PAY' | 'GOOGLE_PAY' | 'MASTERCARD' | 'PAYPAL' | 'VISA';

/** Payment logos are shown up to a maximum of 8 (spec part 2 §9). */
export const PAYMENT_LOGO_MAX = 8;

export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'];

const LABELS: Record<PaymentMethod, string> = {
  AMEX: 'American Express',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  MASTERCARD: 'Mastercard',
  PAYPAL: 'PayPal',
  VISA: 'Visa',
};

/** The accepted payment methods; each badge's text is its accessible name. */
export function PaymentLogos({ methods = DEFAULT_PAYMENT_METHODS }: { methods?: readonly PaymentMethod[] }) {
  const shown = [...new Set(methods)].slice(0, PAYMENT_LOGO_MAX);
  if (shown.length === 0) return null;
  return (
    <ul className="df-footer__payments" aria-label="Payment methods we accept">
      {shown.map((method) => (
        <li key={method} className="df-footer__payment">
          {LABELS[method]}
        </li>
      ))}
    </ul>
  );
}
