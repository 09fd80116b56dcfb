import { useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { codeOf, emptyCells, validateCode } from '@drawfront/shared/rules/digit-code';
import { Button } from '@drawfront/shared/ui/button';
import { DigitCodeInput } from '@drawfront/shared/ui/digit-code-input';

/** A 6-digit code and its submit button (the code is also sent when its last digit arrives, and on Enter). */
export function CodeForm({ i18n, label, submitLabel, submitting, serverError, onSubmit }: { i18n: I18n; label: string; submitLabel: string; submitting: boolean; serverError: string | null; onSubmit: (code: string) => void }) {
  const [cells, setCells] = useState(emptyCells());
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCode(cells);
    setError(problem);
    if (!problem) onSubmit(codeOf(cells));
  };
  return (
    <form className="account-security__code" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <DigitCodeInput label={label} cells={cells} onChange={setCells} onComplete={onSubmit} error={error ?? serverError} disabled={submitting} cellLabel={(position) => i18n.t('account.security.digit', 'Digit {position} of 6', { position })} />
      <Button type="submit" busy={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
