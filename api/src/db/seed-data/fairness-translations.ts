import { CHECK_TEXTS } from '@drawfront/shared/fairness/check-texts';
import type { SeedTranslation } from './translations';

/**
 * The "Check it yourself" sentences (category `fairness`, read by `i18n.t('fairness.…')`): en-AU is the
 * shared English of `check-texts.ts`; en-GB plays "lines", not "games" (as its storefront says "from £0.45 a line").
 */
const FAIRNESS_CHECK_UI: Record<string, string> = {
  'fairness.check.button': 'Check it yourself',
  'fairness.check.running': 'Checking in your browser…',
  'fairness.check.failed': 'The check could not run: {message}',
  'fairness.check.verified': 'Every step checks out, worked out by your own browser.',
  'fairness.check.not-verified': 'At least one step does not check out.',
  'fairness.check.passed': 'Passed:',
  'fairness.check.did-not-pass': 'Failed:',
};

const EN_GB: Partial<Record<string, string>> = {
  'fairness.step.game': 'Line {game}: {sentence}',
  'fairness.step.entry-ok-none': 'Scored line by line from its numbers and the numbers drawn, your entry wins no prize, exactly as its result was worked out.',
  'fairness.step.entry-ok-one': 'Scored line by line from its numbers and the numbers drawn, your entry wins 1 prize, in division {division}, exactly as its result was worked out.',
  'fairness.step.entry-ok': 'Scored line by line from its numbers and the numbers drawn, your entry wins {prizes} prizes, the best in division {division}, exactly as its result was worked out.',
};

function items(overrides: Partial<Record<string, string>>): SeedTranslation[] {
  return Object.entries({ ...CHECK_TEXTS, ...FAIRNESS_CHECK_UI }).map(([key, english]) => ({
    category: 'fairness',
    id: key.slice('fairness.'.length),
    type: 'plain',
    value: overrides[key] ?? english,
  }));
}

/** The fairness check's sentences per locale. */
export const FAIRNESS_TRANSLATIONS: Record<'en-AU' | 'en-GB', SeedTranslation[]> = { 'en-AU': items({}), 'en-GB': items(EN_GB) };
