import type { Customer } from '@drawfront/shared/contract/customer';
import type { I18n } from '@drawfront/shared/contract/i18n';

type Texts = Pick<I18n, 't' | 'money'>;
type PreCommitment = NonNullable<Customer['preCommitment']>;

/** "$20.00 a week", worded as the cart's blocked reason ("pre-commitment limit of $20.00 a week"). */
export const weeklyAmount = (minor: number, i18n: Texts) => i18n.t('account.precommitment.weekly', '{limit} a week', { limit: i18n.money(minor) });

/** "Your pre-commitment limit is $20.00 a week.", or that there is none. */
export function currentPreCommitmentText(preCommitment: PreCommitment | null, i18n: Texts): string {
  if (!preCommitment) return i18n.t('account.precommitment.none', "You haven't set a pre-commitment limit.");
  return i18n.t('account.precommitment.current', 'Your pre-commitment limit is {amount}.', { amount: weeklyAmount(preCommitment.limit.amount, i18n) });
}

/** "$5.00 of $20.00 spent this week". */
export const preCommitmentSpentText = (preCommitment: PreCommitment, i18n: Texts) =>
  i18n.t('account.precommitment.spent', '{spent} of {limit} spent this week', { spent: i18n.money(preCommitment.spentThisPeriod.amount), limit: i18n.money(preCommitment.limit.amount) });

/** The success message after a save, read from the customer the API answered. */
export function preCommitmentSavedMessage(customer: Pick<Customer, 'preCommitment'>, i18n: Texts): string {
  if (!customer.preCommitment) return i18n.t('account.precommitment.saved-unknown', 'Your pre-commitment limit was saved.');
  return i18n.t('account.precommitment.saved', 'Your pre-commitment limit is now {amount}.', { amount: weeklyAmount(customer.preCommitment.limit.amount, i18n) });
}
