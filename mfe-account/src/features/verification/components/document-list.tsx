import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { VerificationDocument } from '@drawfront/shared/contract/verification';

const STATUS: Record<VerificationDocument['status'], { key: string; label: string }> = {
  pending: { key: 'pending', label: 'Waiting for review' },
  approved: { key: 'approved', label: 'Accepted' },
  rejected: { key: 'rejected', label: 'Not accepted' },
};

/** The documents the customer sent, newest first, with where each stands and why one was not accepted. */
export function DocumentList({ documents, i18n, site }: { documents: readonly VerificationDocument[] } & Pick<RemoteProps, 'i18n' | 'site'>) {
  const date = new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: site.timeZone });
  return (
    <section aria-labelledby="account-verify-documents">
      <h2 id="account-verify-documents">{i18n.t('account.manual.documents', 'What you have sent')}</h2>
      <ul className="account-verify__documents">
        {documents.map((document) => (
          <li key={document.id} className="account-verify__document">
            <span>
              {document.fileName} <span className="account-verify__tries">({date.format(new Date(document.submittedAt))})</span>
            </span>
            <strong>{i18n.t(`account.manual.status.${STATUS[document.status].key}`, STATUS[document.status].label)}</strong>
            {document.reviewNote ? <p>{document.reviewNote}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
