import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';

/**
 * A failed read of the preferences: a refused link (403, a bad signature or another customer's) says so with no
 * "Try again", since trying again cannot help; anything else may pass, so it offers a retry.
 */
export function PreferencesLoadError({ title, error, i18n, onRetry }: { title: string; error: unknown; i18n: I18n; onRetry: () => void }) {
  if ((error as { status?: unknown } | null)?.status === 403) {
    return (
      <Alert tone="error" title={title}>
        {errorMessage(error)}
      </Alert>
    );
  }
  return <LoadError title={title} error={error} i18n={i18n} onRetry={onRetry} />;
}
