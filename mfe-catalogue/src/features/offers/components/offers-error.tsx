import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';

export interface OffersErrorProps {
  error: unknown;
  i18n: I18n;
  onRetry: () => void;
}

/** Offers failed to load: the API's message and a way to try again. */
export function OffersError({ error, i18n, onRetry }: OffersErrorProps) {
  return (
    <Alert
      tone="error"
      title={i18n.t('catalogue.offers.error-title', "We couldn't load the draws")}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {i18n.t('catalogue.offers.retry', 'Try again')}
        </Button>
      }
    >
      {errorMessage(error, i18n.t('error.generic', GENERIC_ERROR_MESSAGE))}
    </Alert>
  );
}
