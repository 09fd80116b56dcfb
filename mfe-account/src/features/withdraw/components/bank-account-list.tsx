import type { I18n } from '@drawfront/shared/contract/i18n';
import type { WithdrawalAccount } from '@drawfront/shared/contract/withdrawals';
import { withdrawalAccountLabel } from '@drawfront/shared/rules/withdrawal-labels';
import { ConfirmRemoval } from '../../../components/confirm-removal';

export interface BankAccountListProps {
  accounts: readonly WithdrawalAccount[];
  i18n: I18n;
  /** Id of the account whose removal is on its way. */
  removingId: string | null;
  /** Why the last removal failed, shown under its account. */
  failure: { accountId: string; message: string } | null;
  onRemove: (account: WithdrawalAccount) => Promise<void>;
}

/**
 * The saved bank accounts and PayIDs, each with "Remove", which asks first: the confirm step names the account,
 * focus moves to its "Yes, remove it" and back to "Remove" on "Keep it". Each button names its account, so a
 * screen reader's list of buttons makes sense.
 */
export function BankAccountList({ accounts, i18n, removingId, failure, onRemove }: BankAccountListProps) {
  return (
    <ul className="account-withdraw-accounts">
      {accounts.map((account) => (
        <BankAccountItem key={account.id} account={account} i18n={i18n} removing={removingId === account.id} failure={failure?.accountId === account.id ? failure.message : null} onRemove={onRemove} />
      ))}
    </ul>
  );
}

function BankAccountItem({ account, i18n, removing, failure, onRemove }: { account: WithdrawalAccount; i18n: I18n; removing: boolean; failure: string | null; onRemove: (account: WithdrawalAccount) => Promise<void> }) {
  const label = withdrawalAccountLabel(account);
  return (
    <li className="account-withdraw-accounts__item">
      <span>
        {label} <span className="account-withdraw__muted">{account.accountName}</span>
      </span>
      <ConfirmRemoval
        label={i18n.t('account.withdraw.remove', 'Remove')}
        name={i18n.t('account.withdraw.remove-named', 'Remove {account}', { account: label })}
        variant="text"
        question={i18n.t('account.withdraw.remove-question', 'Remove {account}? You can add it again later.', { account: label })}
        confirmLabel={i18n.t('account.withdraw.confirm-remove', 'Yes, remove it')}
        removingLabel={i18n.t('account.withdraw.removing', 'Removing…')}
        keepLabel={i18n.t('account.withdraw.keep-account', 'Keep it')}
        removing={removing}
        // Still here after it: the removal was refused, and the reason shows under the account.
        onConfirm={() => onRemove(account)}
      />
      {failure ? (
        <p role="alert" className="account-withdraw__error">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
