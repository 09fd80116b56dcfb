import { GENERIC_ERROR_MESSAGE } from '../api-client/error-mapping';
import type { I18n } from '../contract/i18n';
import { Alert } from './alert';
import { Button } from './button';
import { errorMessage } from './error-message';
import { isRetryable, usePageOutcome } from './page-outcome';

export interface LoadErrorProps {
  /** What failed to load, e.g. "We couldn't load your tickets". */
  title: string;
  error: unknown;
  i18n: I18n;
  onRetry: () => void;
}

/**
 * A read failed (the error state of `useQuery`/`useResource`). A 404 becomes the remote's not-found page
 * and a 401 the way to sign in (`PageOutcomeProvider`), never the API's text; otherwise what failed, the
 * API's message, and "Try again" only when asking again can cure it (network, timeout, 5xx).
 */
export function LoadError({ title, error, i18n, onRetry }: LoadErrorProps) {
  if (usePageOutcome(error)) return null;
  return (
    <Alert
      tone="error"
      title={title}
      actions={
        isRetryable(error) ? (
          <Button variant="secondary" onClick={onRetry}>
            {i18n.t('load.retry', 'Try again')}
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error, i18n.t('error.generic', GENERIC_ERROR_MESSAGE))}
    </Alert>
  );
}
