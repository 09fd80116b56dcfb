import type { I18n } from '@drawfront/shared/contract/i18n';
import { ConfirmRemoval } from '../../../components/confirm-removal';

export interface RemoveLimitProps {
  /** The button's text, naming the limit: "Remove daily limit". */
  label: string;
  /** What removing does and when, shown in the confirm step. */
  warning: string;
  /** The removal is on its way (the page's submit-once state). */
  removing: boolean;
  /** Another action on the same limit is in flight. */
  blocked?: boolean;
  i18n: I18n;
  /** Removes the limit; may move focus itself (e.g. when the limit is gone). */
  onConfirm: () => Promise<void>;
}

/** "Remove …" for a limit: the account's confirm step, in the limits' words. */
export function RemoveLimit({ label, warning, removing, blocked = false, i18n, onConfirm }: RemoveLimitProps) {
  return (
    <ConfirmRemoval
      label={label}
      question={warning}
      confirmLabel={i18n.t('account.limits.confirm-remove', 'Yes, remove it')}
      removingLabel={i18n.t('account.limits.removing', 'Removing…')}
      keepLabel={i18n.t('account.limits.keep', 'Keep my limit')}
      removing={removing}
      blocked={blocked}
      onConfirm={onConfirm}
    />
  );
}
