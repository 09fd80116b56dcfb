import type { I18n } from '@drawfront/shared/contract/i18n';
import type { LimitPause } from '@drawfront/shared/contract/recurring';
import { Alert } from '@drawfront/shared/ui/alert';
import { whenText } from '../model/recurring-texts';

/** Why a limit paused the record, and when it starts again by itself. `titleLevel`: one below the heading it sits under. */
export function LimitPauseNotice({ pause, noun, i18n, titleLevel }: { pause: LimitPause; noun: string; i18n: I18n; titleLevel: 2 | 3 }) {
  return (
    <Alert tone="info" titleLevel={titleLevel} title={i18n.t('account.recurring.limit-title', 'Paused by your limit')}>
      {pause.message}{' '}
      {pause.resetsAt
        ? i18n.t('account.recurring.limit-resets', 'It resets {when}, and your {noun} starts again by itself then.', { when: whenText(pause.resetsAt, i18n), noun })
        : i18n.t('account.recurring.limit-next', 'We will try again at the next draw.')}
    </Alert>
  );
}
