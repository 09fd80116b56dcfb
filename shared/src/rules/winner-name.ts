/**
 * A winner's name as results pages publish it: the first name and the last name's initial
 * ("Jane S."). A customer's full name is never published; a missing first name reads "A winner".
 */
export function maskWinnerName(firstname: string | null | undefined, lastname: string | null | undefined): string {
  const first = firstname?.trim() ?? '';
  // Array.from keeps a surrogate pair (e.g. an emoji or a rare CJK character) as one initial.
  const initial = Array.from(lastname?.trim() ?? '')[0];
  if (!first) return initial ? `A winner (${initial.toLocaleUpperCase()}.)` : 'A winner';
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
