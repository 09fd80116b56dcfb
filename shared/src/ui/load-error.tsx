import { GENERIC_ERROR_MESSAGE } from '../api-client/error-mapping';
import type { I18n } from '../contract/i18n';
import { Alert } from './alert';
import { Button } from './button';
import { errorMessage } from './error-message';

export interface LoadErrorProps {
  /** What failed to load, e.g. "We couldn't load your tickets". */
  title: string;
  error: unknown;
  i18n: I18n;
  onRetry: () => void;
}

/** A read failed: what failed, the API's message and a way to try again (the error state of `useResource`). */
export function LoadError({ title, error, i18n, onRetry }: LoadErrorProps) {
  return (
    <Alert
      tone="error"
      title={title}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {i18n.t('load.retry', 'Try again')}
        </Button>
      }
    >
      {errorMessage(error, i18n.t('error.generic', GENERIC_ERROR_MESSAGE))}
    </Alert>
  );
}
