/**
 * Masks card data so that a card number can never reach a log line: loggers pass every message and
 * logged object through here. A run of 13 to 19 digits (optionally grouped by single spaces or
 * hyphens, as people type them) keeps only its last 4 digits: "4242 4242 4242 4242" becomes
 * "**** **** **** 4242". Longer runs are masked too, since a card number may sit inside one.
 */
const DIGIT_RUN = /\d(?:[ -]?\d){12,}/g;

// Field names whose whole value is secret: a CSC is only 3–4 digits, too short for the digit-run rule.
const SECRET_KEYS = /^(pan|card_?number|csc|cvv2?|cvc2?|(card_?)?security_?code)$/i;
const REDACTED = '[redacted]';

/** A copy of `text` with every 13+ digit run masked down to its last 4 digits. */
export function redact(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    let keep = 4;
    const masked = [...run].reverse().map((character) => {
      if (!/\d/.test(character)) return character;
      if (keep > 0) {
        keep -= 1;
        return character;
      }
      return '*';
    });
    return masked.reverse().join('');
  });
}

/**
 * A deep copy of a value for logging: strings are redacted, card-number and CSC fields are replaced
 * whole, and integers with 13+ digits (a card number sent as a JSON number) are masked. Cycles and
 * depth past 8 are cut, so any value can be passed.
 */
export function redactValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return redact(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value);
    return /^-?\d{13,}$/.test(text) ? redact(text) : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth >= 8) return '[…]';
  seen.add(value);
  if (value instanceof Error) {
    const fields = redactValue({ ...value }, depth + 1, seen) as object;
    return { name: value.name, message: redact(value.message), stack: value.stack === undefined ? undefined : redact(value.stack), ...fields };
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEYS.test(key) && item != null && item !== '' ? REDACTED : redactValue(item, depth + 1, seen);
  }
  return copy;
}
