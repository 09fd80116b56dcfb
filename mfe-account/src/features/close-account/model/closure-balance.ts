import type { WithdrawableFunds } from '@drawfront/shared/contract/customer';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { ACCOUNT_CLOSURE_OPTIONS } from '@drawfront/shared/rules/account-closure';
import type { AccountClosureReason } from '@drawfront/shared/rules/account-closure';

type T = Pick<I18n, 't' | 'money'>;

/** What happens to the balance: money that can be withdrawn must be first (the API refuses otherwise); promotional credit lapses. */
export interface ClosureBalance {
  withdrawable: number;
  /** Promotional credit: in the balance, never withdrawable. */
  promotional: number;
}

export function closureBalance(funds: WithdrawableFunds): ClosureBalance {
  const withdrawable = funds.withdrawableFunds.amount;
  return { withdrawable, promotional: Math.max(0, funds.balance.amount - withdrawable) };
}

/** The sentences the page shows about the balance, most important first. */
export function closureBalanceTexts(balance: ClosureBalance, i18n: T): string[] {
  const texts: string[] = [];
  if (balance.withdrawable > 0) {
    texts.push(i18n.t('account.close.balance-withdraw', 'You have {amount} you can withdraw. Withdraw it to your bank account first, then close your account.', { amount: i18n.money(balance.withdrawable) }));
  }
  if (balance.promotional > 0) {
    texts.push(i18n.t('account.close.balance-promotional', "The {amount} of promotional credit in your account can't be withdrawn and lapses when you close it.", { amount: i18n.money(balance.promotional) }));
  }
  if (texts.length === 0) texts.push(i18n.t('account.close.balance-none', 'There is no money in your account to withdraw.'));
  texts.push(i18n.t('account.close.balance-pending', "Withdrawals you've already asked for are still paid to your bank account."));
  return texts;
}

/** A reason's label as the customer chose it. */
export function reasonLabel(reason: AccountClosureReason, i18n: Pick<I18n, 't'>): string {
  const option = ACCOUNT_CLOSURE_OPTIONS.find((candidate) => candidate.reason === reason);
  return i18n.t(`account.close.reason-${reason}`, option?.label ?? reason);
}
