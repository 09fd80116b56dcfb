import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CommunicationMethod, CommunicationPreferences } from '@drawfront/shared/contract/communication-preferences';
import { COMMUNICATION_METHODS } from '@drawfront/shared/contract/communication-preferences';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import { METHOD_LABELS } from '../model/preferences';

export interface PreferencesFormProps {
  i18n: I18n;
  current: CommunicationPreferences;
  submitting: boolean;
  onSubmit: (preferences: Record<CommunicationMethod, boolean>) => void;
}

/** A checkbox per method the site offers (features.methods), disabled when it lets nobody change them (methodsEnabled). */
export function PreferencesForm({ i18n, current, submitting, onSubmit }: PreferencesFormProps) {
  const [choices, setChoices] = useState(current.preferences);
  const methods = COMMUNICATION_METHODS.filter((method) => current.features.methods[method]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(choices);
  };
  return (
    <form className="account-preferences-form" onSubmit={submit} aria-busy={submitting || undefined}>
      <fieldset className="account-preferences-form__group" disabled={!current.features.methodsEnabled}>
        <legend className="account-preferences-form__legend">{i18n.t('account.preferences.legend', 'Send me news and offers by')}</legend>
        {methods.map((method) => (
          <label key={method} className="account-preferences-form__choice">
            <input type="checkbox" name={method} checked={choices[method]} onChange={(event) => setChoices({ ...choices, [method]: event.target.checked })} />
            {i18n.t(`account.preferences.${method}`, METHOD_LABELS[method])}
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={submitting} disabled={!current.features.methodsEnabled}>
        {i18n.t('account.preferences.save', 'Save preferences')}
      </Button>
    </form>
  );
}
