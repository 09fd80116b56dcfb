import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { BankAccountType, WithdrawalAccount } from '@drawfront/shared/contract/withdrawals';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { bankAccountFormField, checkBankAccount } from '@drawfront/shared/rules/bank-account';
import { countryProfile } from '@drawfront/shared/rules/country-profile';
import type { BankAccountFormField } from '@drawfront/shared/rules/bank-account';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { TextField } from '@drawfront/shared/ui/text-field';
import { addBankAccount } from '../api/withdraw-api';
import { apiFieldErrors } from '../model/field-errors';

type FormErrors = Partial<Record<BankAccountFormField, string>>;
type Kind = Exclude<BankAccountType, 'international'>;

/** The ways to be paid in `country`: its bank accounts (by its bank code's name), and PayID where it exists. */
function kindsIn(country: string): { value: Kind; label: string }[] {
  const { bank } = countryProfile(country);
  const national = { value: 'national' as const, label: `Bank account (${bank.codeLabel} and account number)` };
  if (!bank.payId) return [national];
  return [national, { value: 'payid_email', label: 'PayID: email address' }, { value: 'payid_phone', label: 'PayID: mobile number' }];
}
const FIELD_ORDER: readonly BankAccountFormField[] = ['bankCode', 'accountNumber', 'accountName'];

/** API or rule errors (keyed bsb, swift, account_number, account_name) on the form's fields (groups spec §5). */
function toFormErrors(errors: Record<string, string>): FormErrors {
  const mapped: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const formField = bankAccountFormField(field);
    if (formField && !mapped[formField]) mapped[formField] = message;
  }
  return mapped;
}

export interface BankAccountFormProps {
  api: ApiClient;
  i18n: I18n;
  /** The new account, once saved. */
  onAdded: (account: WithdrawalAccount) => void;
  /** Where the customer banks (`site.country`): a sort code in Britain, a BSB or PayID in Australia (the default). */
  country?: string;
}

/** Adds a bank account or PayID to withdraw to; the shared rule checks it first, the API has the last word. */
export function BankAccountForm({ api, i18n, onAdded, country = 'AU' }: BankAccountFormProps) {
  const { bank } = countryProfile(country);
  const [kind, setKind] = useState<Kind>('national');
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const refs = { bankCode: useRef<HTMLInputElement>(null), accountNumber: useRef<HTMLInputElement>(null), accountName: useRef<HTMLInputElement>(null), type: useRef<HTMLInputElement>(null) };
  const save = useSubmitOnce({
    send: (body: Parameters<typeof addBankAccount>[1]) => addBankAccount(api, body),
    toFailure: (error: unknown) => ({ fields: toFormErrors(apiFieldErrors(error)), message: errorMessage(error, i18n.t('account.withdraw.account-failed', "We couldn't save this account. Please try again.")) }),
    onSuccess: (account) => onAdded(account),
  });

  const focusFirst = (found: FormErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { type: kind, code: kind === 'national' ? bankCode : undefined, accountNumber, accountName };
    const checked = checkBankAccount(body, country);
    if (!checked.ok) {
      const found = toFormErrors(checked.errors as Record<string, string>);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    const outcome = await save.submit(body);
    if (outcome.status === 'error') {
      setErrors(outcome.failure.fields);
      focusFirst(outcome.failure.fields);
    }
  };

  const numberLabel = kind === 'national' ? i18n.t('account.withdraw.account-number', 'Account number') : kind === 'payid_email' ? i18n.t('account.withdraw.payid-email', 'PayID email address') : i18n.t('account.withdraw.payid-phone', 'PayID mobile number');
  const failure = save.state.status === 'error' && Object.keys(save.state.failure.fields).length === 0 ? save.state.failure.message : null;
  return (
    <form className="account-withdraw-form" noValidate aria-busy={save.state.status === 'submitting' || undefined} onSubmit={(event) => void submit(event)}>
      <fieldset className="df-ui-choices">
        <legend className="df-ui-field__label">{i18n.t('account.withdraw.account-kind', 'Withdraw to')}</legend>
        {kindsIn(country).map((option, index) => (
          <label key={option.value} className="df-ui-choice">
            <input
              ref={index === 0 ? refs.type : undefined}
              type="radio"
              name="account-kind"
              value={option.value}
              checked={kind === option.value}
              onChange={() => {
                setKind(option.value);
                setErrors({});
              }}
            />
            <span>{i18n.t(`account.withdraw.kind-${option.value}`, option.label)}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'national' ? (
        <TextField ref={refs.bankCode} label={i18n.t(`account.withdraw.${bank.codeField}`, bank.codeLabel)} name={bank.codeField} inputMode="numeric" autoComplete="off" value={bankCode} error={errors.bankCode} onChange={(event) => setBankCode(event.target.value)} />
      ) : null}
      <TextField
        ref={refs.accountNumber}
        label={numberLabel}
        name="account-number"
        inputMode={kind === 'payid_email' ? 'email' : 'numeric'}
        type={kind === 'payid_email' ? 'email' : 'text'}
        autoComplete="off"
        value={accountNumber}
        error={errors.accountNumber}
        onChange={(event) => setAccountNumber(event.target.value)}
      />
      <TextField ref={refs.accountName} label={i18n.t('account.withdraw.account-name', 'Name on the account')} name="account-name" autoComplete="name" value={accountName} error={errors.accountName} onChange={(event) => setAccountName(event.target.value)} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" variant="secondary" busy={save.state.status === 'submitting'}>
        {i18n.t('account.withdraw.save-account', 'Save account')}
      </Button>
    </form>
  );
}
