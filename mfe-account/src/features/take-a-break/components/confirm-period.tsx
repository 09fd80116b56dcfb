import type { Ref } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { playBreakOption } from '@drawfront/shared/rules/play-break';
import type { PlayBreakPeriod } from '@drawfront/shared/rules/play-break';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { chosenPeriodText, confirmHeading, confirmLabel, periodEndText } from '../model/play-break-texts';
import type { PlayBreakZone } from '../model/play-break-texts';

export interface ConfirmPeriodProps {
  period: PlayBreakPeriod;
  now: Date;
  zone: PlayBreakZone;
  submitting: boolean;
  /** Why the last confirmation was refused (the API's message), if it was. */
  failure: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  i18n: I18n;
  onConfirm: () => void;
  onBack: () => void;
}

/** Step 2: what was chosen, when it ends and that it can't be undone, then confirm or go back. */
export function ConfirmPeriod({ period, now, zone, submitting, failure, headingRef, i18n, onConfirm, onBack }: ConfirmPeriodProps) {
  const { kind } = playBreakOption(period);
  return (
    <section className="account-break__confirm" aria-labelledby="account-break-confirm-heading">
      <h2 id="account-break-confirm-heading" ref={headingRef} tabIndex={-1} className="account-break__subheading">
        {confirmHeading(kind, i18n)}
      </h2>
      <p className="account-break__chosen">{chosenPeriodText(period, i18n)}</p>
      <p>{periodEndText(period, now, zone, i18n)}</p>
      <p className="account-break__warning">
        {i18n.t('account.break.cannot-undo', "Once you confirm, it can't be undone: it can't be shortened or lifted early.")}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="account-break__actions">
        <Button busy={submitting} onClick={onConfirm}>
          {submitting ? i18n.t('account.break.confirming', 'Confirming…') : confirmLabel(kind, i18n)}
        </Button>
        <Button variant="secondary" aria-disabled={submitting || undefined} onClick={() => (submitting ? undefined : onBack())}>
          {i18n.t('account.break.back', 'Go back')}
        </Button>
      </div>
    </section>
  );
}
