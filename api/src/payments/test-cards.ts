import type { CardFunding } from './gateway';

/** How a test card behaves when charged; carried inside its token. */
export type CardProfile = 'succeed' | 'do_not_honour' | 'insufficient_funds' | 'challenge' | 'processing_error';

/** The magic card numbers (documented in README.md); any other valid Visa, Mastercard or Amex succeeds. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  doNotHonour: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
  processingError: '4000000000000119',
  /** Succeeds; a credit card (refused for en-GB deposits). */
  credit: '5105105105105100',
  /** Succeeds; a debit card. */
  debit: '4000056655665556',
} as const;

const FUNDING_BY_NUMBER: ReadonlyMap<string, CardFunding> = new Map([
  [TEST_CARDS.credit, 'credit'],
  [TEST_CARDS.debit, 'debit'],
]);

const PROFILE_BY_NUMBER: ReadonlyMap<string, CardProfile> = new Map([
  [TEST_CARDS.doNotHonour, 'do_not_honour'],
  [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
  [TEST_CARDS.challenge, 'challenge'],
  [TEST_CARDS.processingError, 'processing_error'],
]);
const PROFILES: readonly CardProfile[] = ['succeed', 'do_not_honour', 'insufficient_funds', 'challenge', 'processing_error'];

/** How the test gateway treats a card number: magic numbers fail, challenge or say their funding; any other succeeds. */
export function testCardBehaviour(digits: string): { profile: CardProfile; funding: CardFunding } {
  return { profile: PROFILE_BY_NUMBER.get(digits) ?? 'succeed', funding: FUNDING_BY_NUMBER.get(digits) ?? 'unknown' };
}

/** Whether a sealed token's profile is one this gateway knows (a token from another version is refused). */
export function isCardProfile(value: unknown): value is CardProfile {
  return PROFILES.includes(value as CardProfile);
}
