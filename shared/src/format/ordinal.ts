/** English ordinal of a whole number: 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd", 113 → "113th". */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  // 11, 12 and 13 are "th" although they end in 1, 2 and 3.
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
