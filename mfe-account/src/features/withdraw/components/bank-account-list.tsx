import { useEffect, useId, useRef, useState } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { WithdrawalAccount } from '@drawfront/shared/contract/withdrawals';
import { withdrawalAccountLabel } from '@drawfront/shared/rules/withdrawal-labels';
import { Button } from '@drawfront/shared/ui/button';

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
  const [confirming, setConfirming] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'remove' | 'confirm' | null>(null);
  const questionId = useId();
  const removeRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const label = withdrawalAccountLabel(account);

  useEffect(() => {
    if (focusTarget === 'remove') removeRef.current?.focus();
    if (focusTarget === 'confirm') confirmRef.current?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  const confirm = async () => {
    if (removing) return;
    await onRemove(account);
    // Still here: the removal was refused; the reason shows under the account.
    setConfirming(false);
    setFocusTarget('remove');
  };

  return (
    <li className="account-withdraw-accounts__item">
      <span>
        {label} <span className="account-withdraw__muted">{account.accountName}</span>
      </span>
      {confirming ? (
        <div className="account-withdraw__actions" role="group" aria-label={i18n.t('account.withdraw.remove-named', 'Remove {account}', { account: label })}>
          <p id={questionId} className="account-withdraw__muted">
            {i18n.t('account.withdraw.remove-question', 'Remove {account}? You can add it again later.', { account: label })}
          </p>
          <Button ref={confirmRef} variant="primary" busy={removing} aria-describedby={questionId} onClick={() => void confirm()}>
            {removing ? i18n.t('account.withdraw.removing', 'Removing…') : i18n.t('account.withdraw.confirm-remove', 'Yes, remove it')}
          </Button>
          <Button
            variant="text"
            busy={removing}
            onClick={() => {
              setConfirming(false);
              setFocusTarget('remove');
            }}
          >
            {i18n.t('account.withdraw.keep-account', 'Keep it')}
          </Button>
        </div>
      ) : (
        <Button
          ref={removeRef}
          variant="text"
          aria-label={i18n.t('account.withdraw.remove-named', 'Remove {account}', { account: label })}
          onClick={() => {
            setConfirming(true);
            setFocusTarget('confirm');
          }}
        >
          {i18n.t('account.withdraw.remove', 'Remove')}
        </Button>
      )}
      {failure ? (
        <p role="alert" className="account-withdraw__error">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
