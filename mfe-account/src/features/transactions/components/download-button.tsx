import type { I18n } from '@drawfront/shared/contract/i18n';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import type { Download } from '../api/transaction-downloads';

export interface DownloadButtonProps {
  label: string;
  /** The file's name on the customer's machine. */
  fileName: string;
  fetchFile: () => Promise<Download>;
  i18n: I18n;
  /** Saves a downloaded file; injectable so tests need not touch the document. */
  save?: (url: string, fileName: string) => void;
}

function saveWithLink(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Fetches a file through the signed API client (a plain link could not sign the call) and saves it; a failure is said beside the button. */
export function DownloadButton({ label, fileName, fetchFile, i18n, save = saveWithLink }: DownloadButtonProps) {
  const download = useSubmitOnce<null, Download, string>({
    send: () => fetchFile(),
    toFailure: (error) => errorMessage(error, i18n.t('account.transactions.download-failed', "We couldn't prepare the file. Please try again.")),
    onSuccess: (file) => save(file.downloadUrl, fileName),
  });
  return (
    <span className="account-transactions__download">
      <Button variant="secondary" busy={download.state.status === 'submitting'} onClick={() => void download.submit(null)}>
        {label}
      </Button>
      {download.state.status === 'error' ? (
        <span role="alert" className="account-transactions__download-error">
          {download.state.failure}
        </span>
      ) : null}
    </span>
  );
}
