/** Whether a string of digits passes the Luhn (mod 10) check every card number carries. Non-digits fail. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnSum(digits) % 10 === 0;
}

/** The digit that makes `partial + digit` pass the Luhn check (test data builders use it). */
export function luhnCheckDigit(partial: string): string {
  if (!/^\d+$/.test(partial)) throw new TypeError('luhnCheckDigit takes digits only');
  return String((10 - (luhnSum(`${partial}0`) % 10)) % 10);
}

function luhnSum(digits: string): number {
  let sum = 0;
  // Double every second digit counting from the right (the check digit itself is not doubled).
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}
