import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';

export interface LoadFailedProps {
  title: string;
  error: unknown;
  i18n: I18n;
  onRetry: () => void;
}

/** A read failed: what failed, the API's message and a way to try again. */
export function LoadFailed({ title, error, i18n, onRetry }: LoadFailedProps) {
  return (
    <Alert
      tone="error"
      title={title}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {i18n.t('catalogue.load.retry', 'Try again')}
        </Button>
      }
    >
      {errorMessage(error, i18n.t('error.generic', GENERIC_ERROR_MESSAGE))}
    </Alert>
  );
}
