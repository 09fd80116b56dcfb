import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { currentPreCommitmentText, preCommitmentSavedMessage, preCommitmentSpentText, weeklyAmount } from './precommitment-texts';

const i18n = buildI18n(buildSite());
const preCommitment = { limit: { amount: 2000, currency: 'AUD' }, spentThisPeriod: { amount: 500, currency: 'AUD' } };

describe('pre-commitment texts', () => {
  it('words the limit as the cart does ("$20.00 a week")', () => {
    expect(weeklyAmount(2000, i18n)).toBe('$20.00 a week');
    expect(currentPreCommitmentText(preCommitment, i18n)).toBe('Your pre-commitment limit is $20.00 a week.');
    expect(currentPreCommitmentText(null, i18n)).toBe("You haven't set a pre-commitment limit.");
  });

  it('says what is spent this week and confirms a save', () => {
    expect(preCommitmentSpentText(preCommitment, i18n)).toBe('$5.00 of $20.00 spent this week');
    expect(preCommitmentSavedMessage({ preCommitment }, i18n)).toBe('Your pre-commitment limit is now $20.00 a week.');
  });
});
