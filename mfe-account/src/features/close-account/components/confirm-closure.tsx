import type { Ref } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { CloseAccountRequest } from '@drawfront/shared/rules/account-closure';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { reasonLabel } from '../model/closure-balance';

export interface ConfirmClosureProps {
  request: CloseAccountRequest;
  submitting: boolean;
  /** Why the last attempt was refused (the API's message), if it was. */
  failure: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  i18n: I18n;
  onConfirm: () => void;
  onBack: () => void;
}

/** Step 2: what was chosen and that it can't be undone, then close or go back. */
export function ConfirmClosure({ request, submitting, failure, headingRef, i18n, onConfirm, onBack }: ConfirmClosureProps) {
  return (
    <section className="account-close__confirm" aria-labelledby="account-close-confirm-heading">
      <h2 id="account-close-confirm-heading" ref={headingRef} tabIndex={-1} className="account-close__subheading">
        {i18n.t('account.close.confirm-heading', 'Confirm you want to close your account')}
      </h2>
      <p>{i18n.t('account.close.confirm-reason', 'Your reason: {reason}.', { reason: reasonLabel(request.reason, i18n) })}</p>
      {request.details ? <p className="account-close__quote">{i18n.t('account.close.confirm-details', 'You told us: "{details}"', { details: request.details })}</p> : null}
      <p className="account-close__warning">
        {i18n.t('account.close.cannot-undo', "Once you close your account you can't sign in to it again, and you'll be signed out now.")}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="account-close__actions">
        <Button busy={submitting} onClick={onConfirm}>
          {submitting ? i18n.t('account.close.closing', 'Closing…') : i18n.t('account.close.confirm', 'Close my account')}
        </Button>
        <Button variant="secondary" aria-disabled={submitting || undefined} onClick={() => (submitting ? undefined : onBack())}>
          {i18n.t('account.close.back', 'Go back')}
        </Button>
      </div>
    </section>
  );
}
