import type { I18n } from '../contract/i18n';
import { fillTemplate } from '../format/fill-template';

/**
 * Every sentence a fairness check can say, in English (en-AU), by translation key. The page shows them
 * through `i18n.t` (translation items of category `fairness`, seeded per locale in the API's
 * `seed-data/fairness-translations.ts`); the standalone verifier prints these English texts.
 */
export const CHECK_TEXTS = {
  'fairness.step.game': 'Game {game}: {sentence}',
  'fairness.step.seed-ok': 'The revealed seed hashes to the commitment {hash} published before sales closed.',
  'fairness.step.seed-unrevealed': 'The seed has not been revealed yet.',
  'fairness.step.seed-mismatch': 'The revealed seed does not hash to the published commitment {hash}.',
  'fairness.step.order-ok': 'All {count} tickets were committed (root {root}) at {committedAt}, before the seed was revealed at {drawnAt}.',
  'fairness.step.order-ok-one': "The draw's one ticket was committed (root {root}) at {committedAt}, before the seed was revealed at {drawnAt}.",
  'fairness.step.order-none': 'No commitment to the tickets has been published.',
  'fairness.step.order-late': 'The tickets were not committed before the seed was revealed.',
  'fairness.step.numbers-no-seed': 'The numbers cannot be checked without the committed seed.',
  'fairness.step.numbers-no-machine': 'The draw does not say which draw machine its numbers come from.',
  'fairness.step.numbers-ok': 'The numbers drawn are exactly the ones the seed gives by the published algorithm drawfront-draw-v1.',
  'fairness.step.numbers-wrong': 'The numbers drawn are not the ones the seed gives by the published algorithm.',
  'fairness.step.raffle-ok': 'The winning entry {winners} is the one the seed picks among the {count} committed entries.',
  'fairness.step.raffle-wrong': 'The seed picks entry {expected} among the {count} committed entries, not {winners}.',
  'fairness.step.ticket-ok': 'Your ticket is one of the {count} tickets committed at close: its leaf and path lead to the root {root}.',
  'fairness.step.ticket-ok-only': 'Your ticket is the only ticket committed at close: its leaf and path lead to the root {root}.',
  'fairness.step.ticket-missing': 'Your ticket does not lead to the committed root: it was not in the draw as committed at close.',
  'fairness.step.raffle-won': 'Your entry {entry} is the winning entry, and it is marked as a winner.',
  'fairness.step.raffle-lost': 'Your entry {entry} is not the winning entry, and it is marked as not winning.',
  'fairness.step.raffle-result-wrong': "Your ticket's published result does not follow from the winning entry.",
  'fairness.step.result-ok': "Your numbers match {count} of the numbers drawn, exactly as your ticket's result was worked out.",
  'fairness.step.result-ok-division': "Your numbers match {count} of the numbers drawn and win division {division}, exactly as your ticket's result was worked out.",
  'fairness.step.entry-ok-none': 'Scored game by game from its numbers and the numbers drawn, your entry wins no prize, exactly as its result was worked out.',
  'fairness.step.entry-ok-one': 'Scored game by game from its numbers and the numbers drawn, your entry wins 1 prize, in division {division}, exactly as its result was worked out.',
  'fairness.step.entry-ok': 'Scored game by game from its numbers and the numbers drawn, your entry wins {prizes} prizes, the best in division {division}, exactly as its result was worked out.',
  'fairness.step.result-wrong': "Your ticket's published result does not follow from its numbers and the numbers drawn.",
  'fairness.step.result-unknown-type': 'Entries played as "{gameType}" cannot be checked here.',
} as const;

export type CheckTextKey = keyof typeof CHECK_TEXTS;

/** A sentence by key with its values: translated on the page, in English everywhere else. */
export interface CheckText {
  key: CheckTextKey;
  params?: Record<string, string | number>;
}

/** The English sentence (the verifier's output, and the fallback when a locale has no translation). */
export function englishOf(text: CheckText): string {
  return fillTemplate(CHECK_TEXTS[text.key], text.params);
}

/** The sentence in the site's language; a step about one game of several is prefixed with the game's number. */
export function translateCheck(step: { text: CheckText; game?: number }, i18n: Pick<I18n, 't'>): string {
  const sentence = i18n.t(step.text.key, CHECK_TEXTS[step.text.key], step.text.params);
  return step.game === undefined ? sentence : i18n.t('fairness.step.game', CHECK_TEXTS['fairness.step.game'], { game: step.game, sentence });
}

/** `translateCheck` in English, without an i18n object (the standalone verifier). */
export const ENGLISH: Pick<I18n, 't'> = { t: (_key, fallback, params) => fillTemplate(fallback, params) };
