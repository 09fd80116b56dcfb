import { useState } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import type { TextFieldProps } from '@drawfront/shared/ui/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'action'> {
  i18n: I18n;
}

/** A password input with a Show/Hide button, so customers can check what they typed. */
export function PasswordField({ i18n, ...fieldProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...fieldProps}
      type={visible ? 'text' : 'password'}
      action={
        <Button variant="secondary" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? i18n.t('account.password.hide', 'Hide') : i18n.t('account.password.show', 'Show')}
          <span className="df-ui-visually-hidden"> {i18n.t('account.password.name', 'password')}</span>
        </Button>
      }
    />
  );
}
