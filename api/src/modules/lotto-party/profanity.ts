import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

// The word list is obscenity's maintained English dataset, matched through its recommended transformers
// (leetspeak, repeated letters, case), so "sh1tty" is caught while "Scunthorpe" and "Classic" are not.
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Whether a group name contains profanity (groups spec §5: answered with code contains_profanity). */
export function containsProfanity(text: string): boolean {
  return matcher.hasMatch(text);
}
