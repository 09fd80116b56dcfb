import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { UploadResult } from '@drawfront/shared/contract/verification';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { fileProblem, MAX_DOCUMENTS_PER_UPLOAD, VERIFICATION_TEXTS } from '@drawfront/shared/rules/identity-verification';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { messageOf } from '../../../lib/server-field-errors';
import { uploadDocuments } from '../api/verification-api';
import { useVerification } from '../hooks/use-verification';
import { DocumentList } from './document-list';
import { VerificationStatus } from './verification-status';
import './verification.css';

export type ManualVerificationPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'site'>;

/** The problem with the chosen files before sending (type by name and declared type, size, count), or null. */
export function chosenFilesProblem(files: readonly File[]): string | null {
  if (files.length === 0 || files.length > MAX_DOCUMENTS_PER_UPLOAD) return VERIFICATION_TEXTS.fileCount;
  for (const file of files) {
    const problem = fileProblem(file);
    if (problem) return problem;
  }
  return null;
}

/** The API's refusal as one sentence: the field's message when it gave one, else its message. */
function uploadFailure(error: unknown): string {
  const errors = (error as { errors?: Record<string, unknown> } | null)?.errors;
  return messageOf(errors?.files) ?? errorMessage(error);
}

/** /my-account/manual-verification: upload a photo or scan of an ID (PDF, JPEG or PNG) for review by our team. */
export function ManualVerificationPage({ api, i18n, site }: ManualVerificationPageProps) {
  const heading = i18n.t('account.manual.heading', 'Upload your ID');
  usePageTitle(heading, site.name);
  const resource = useVerification(api);
  const pathTo = usePathTo(site);
  const verifyPath = pathTo('verify-account');
  const inputId = `account-manual-${useId()}`;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useSubmitOnce<File[], UploadResult, string>({
    send: (files) => uploadDocuments(api, files),
    toFailure: uploadFailure,
    onSuccess: (result) => {
      resource.replace(result.verification);
      if (input.current) input.current.value = '';
    },
  });
  const state = resource.status === 'success' ? resource.data : null;
  const error = problem ?? (upload.state.status === 'error' ? upload.state.failure : null);
  const canUpload = state !== null && !state.isVerified;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const files = Array.from(input.current?.files ?? []);
    const found = chosenFilesProblem(files);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    void upload.submit(files);
  };

  return (
    <div className="account-verify">
      <PageHeading intro={i18n.t('account.manual.intro', "Send a clear photo or scan of your driver's licence or passport, and we'll check it for you.")}>{heading}</PageHeading>
      {resource.status === 'loading' ? <p role="status">{i18n.t('account.verify.loading', 'Loading your verification status')}</p> : null}
      {resource.status === 'error' ? <LoadError title={i18n.t('account.verify.load-error', "We couldn't load your verification status")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {upload.state.status === 'success' ? (
        <FocusOnShow focusKey={upload.state}>
          <Alert tone="success" title={i18n.t('account.manual.sent', 'Thanks: your ID is with our team')}>
            {i18n.t('account.manual.sent-body', "We'll email you once we have checked it, usually within one business day.")}
          </Alert>
        </FocusOnShow>
      ) : null}
      {state ? <VerificationStatus state={state} i18n={i18n} site={site} offerUpload={false} /> : null}
      {canUpload ? (
        <form className="account-verify__form" noValidate onSubmit={submit} aria-label={i18n.t('account.manual.form', 'Upload your ID')}>
          <div className={['df-ui-field', error ? 'df-ui-field--invalid' : ''].filter(Boolean).join(' ')}>
            <label className="df-ui-field__label" htmlFor={inputId}>
              {i18n.t('account.manual.files', 'Your ID (front, and back if it has one)')}
            </label>
            <p className="df-ui-field__hint" id={`${inputId}-hint`}>
              {i18n.t('account.manual.files-hint', 'PDF, JPEG or PNG, up to 5 MB each; one or two files.')}
            </p>
            {error ? (
              <p className="df-ui-field__error" id={`${inputId}-error`} role="alert">
                {error}
              </p>
            ) : null}
            <input
              ref={input}
              id={inputId}
              type="file"
              name="files"
              multiple
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              className="account-verify__file-input"
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
              onChange={() => setProblem(null)}
            />
          </div>
          <Button type="submit" busy={upload.state.status === 'submitting'} disabled={upload.state.status === 'submitting'}>
            {i18n.t('account.manual.submit', 'Send for review')}
          </Button>
        </form>
      ) : null}
      {state && state.documents.length > 0 ? <DocumentList documents={state.documents} i18n={i18n} site={site} /> : null}
      {state && !state.isVerified && verifyPath ? (
        <p>
          <Link to={verifyPath}>{i18n.t('account.manual.back', 'Verify online instead')}</Link>
        </p>
      ) : null}
    </div>
  );
}
