/** Groups spec §9: a two-factor code has 6 digits. */
export const CODE_LENGTH = 6;
/** Groups spec §5 / §8: the message for a code that is not exactly 6 digits. */
export const CODE_REQUIRED_MESSAGE = 'A 6 digit code is required.';
/** Groups spec §4 / §9: the resend link stays disabled this long after a resend. */
export const RESEND_WAIT_MS = 60_000;

/** An empty code: one cell per digit. */
export const emptyCells = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * Typing into cell `index`: only digits count, so a letter leaves the cell as it was. When several
 * characters arrive at once (autofill, a fast typist) they fill this cell and the ones after it.
 * Answers the new cells and the cell to focus next.
 */
export function typeIntoCell(cells: readonly string[], index: number, typed: string): { cells: string[]; focus: number } {
  const digits = typed.replace(/\D/g, '');
  const next = [...cells];
  if (digits === '') {
    if (typed === '') next[index] = '';
    return { cells: next, focus: index };
  }
  let at = index;
  for (const digit of digits) {
    if (at >= CODE_LENGTH) break;
    next[at] = digit;
    at += 1;
  }
  return { cells: next, focus: Math.min(at, CODE_LENGTH - 1) };
}

/** A paste (groups spec §5): trimmed, non-digits dropped, at most 6 digits, filling the cells from the first. */
export function pasteCode(pasted: string): { cells: string[]; focus: number } {
  const digits = pasted.trim().replace(/\D/g, '').slice(0, CODE_LENGTH);
  const cells = emptyCells();
  [...digits].forEach((digit, index) => {
    cells[index] = digit;
  });
  return { cells, focus: Math.min(digits.length, CODE_LENGTH - 1) };
}

/** The code the cells hold. */
export const codeOf = (cells: readonly string[]) => cells.join('');

/** Whether every cell holds a digit (the form then submits by itself). */
export const isCompleteCode = (cells: readonly string[]) => cells.length === CODE_LENGTH && cells.every((cell) => /^\d$/.test(cell));

/** Null for a complete code, else the spec's message. */
export const validateCode = (cells: readonly string[]): string | null => (isCompleteCode(cells) ? null : CODE_REQUIRED_MESSAGE);

/** Seconds until the resend link works again, 0 when it does. */
export const resendWaitSeconds = (lastSentAt: number | null, now: number): number => (lastSentAt === null ? 0 : Math.max(0, Math.ceil((lastSentAt + RESEND_WAIT_MS - now) / 1000)));
