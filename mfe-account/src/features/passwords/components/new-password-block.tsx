import type { ReactNode } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { FocusOnShow } from '../../../components/focus-on-show';
import './passwords.css';

export interface NewPasswordBlockProps {
  i18n: I18n;
  heading: string;
  intro: string;
  /** The submission's state: a new one moves focus to the message it brings. */
  focusKey: unknown;
  /** Why the password was not changed, shown above the form and focused; null when nothing was refused. */
  failure: { message: string; title?: string; actions?: ReactNode } | null;
  /** What the page says once the password is changed; null until then. */
  success: string | null;
  /** The success message takes the form's place and focus (the signed-in change); otherwise it shows above the form while the shell moves on. */
  successReplacesForm?: boolean;
  /** The card's content: the new-password form, or the step that follows it. */
  children: ReactNode;
}

/** The frame every page that sets a new password shares: heading, the refusal, the success and the card holding the form. */
export function NewPasswordBlock({ i18n, heading, intro, focusKey, failure, success, successReplacesForm = false, children }: NewPasswordBlockProps) {
  return (
    <div className="account-password">
      <PageHeading intro={intro}>{heading}</PageHeading>
      {failure ? (
        <FocusOnShow focusKey={focusKey}>
          <Alert tone="error" title={failure.title ?? i18n.t('account.reset.error-title', "We couldn't change your password")} actions={failure.actions}>
            {failure.message}
          </Alert>
        </FocusOnShow>
      ) : null}
      {success !== null && successReplacesForm ? (
        <FocusOnShow focusKey={focusKey}>
          <Alert tone="success">{success}</Alert>
        </FocusOnShow>
      ) : (
        <>
          {success !== null ? <Alert tone="success">{success}</Alert> : null}
          <div className="account-password__card">{children}</div>
        </>
      )}
    </div>
  );
}
