import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Fund } from '@drawfront/shared/contract/funds';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { FocusOnShow } from '../../../components/focus-on-show';
import { addCard } from '../api/funds-api';
import type { NewCard } from '../api/funds-api';
import { EMPTY_CARD_FORM, toCardFailure, toNewCard, validateCardForm } from '../model/card-form';
import type { CardErrors, CardFailure, CardFormValues } from '../model/card-form';
import { ExpiryField } from './expiry-field';

export interface AddCardFormProps {
  api: ApiClient;
  i18n: I18n;
  cscRequired: boolean;
  /** The year the expiry list starts at (the current year). */
  fromYear: number;
  onAdded: (fund: Fund) => void;
}

/**
 * Card number, expiry, security code and name. The values are cleared after a successful save so
 * the card number does not stay in memory; server field errors land on their fields.
 */
export function AddCardForm({ api, i18n, cscRequired, fromYear, onAdded }: AddCardFormProps) {
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const saving = useSubmitOnce<NewCard, Fund, CardFailure>({ send: (card) => addCard(api, card), toFailure: toCardFailure });
  const submitting = saving.state.status === 'submitting';
  const numberRef = useRef<HTMLInputElement>(null);
  const monthRef = useRef<HTMLSelectElement>(null);
  const cscRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const focusFirst = (found: CardErrors) => {
    if (found.cardNumber) numberRef.current?.focus();
    else if (found.expiry) monthRef.current?.focus();
    else if (found.csc) cscRef.current?.focus();
    else if (found.cardHolderName) nameRef.current?.focus();
  };

  const change = (field: keyof CardFormValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validateCardForm(next, cscRequired));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateCardForm(values, cscRequired);
    setErrors(found);
    setChecked(true);
    setFormMessage(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const outcome = await saving.submit(toNewCard(values));
    if (outcome.status === 'success') {
      setValues(EMPTY_CARD_FORM);
      setErrors({});
      setChecked(false);
      onAdded(outcome.result);
    } else if (outcome.status === 'error') {
      // Server messages stay until the next submit; re-validating on typing would wipe them.
      setChecked(false);
      setErrors(outcome.failure.fieldErrors);
      setFormMessage(outcome.failure.formMessage);
      focusFirst(outcome.failure.fieldErrors);
    }
  };

  return (
    <form className="account-funds-card-form" noValidate aria-labelledby="account-add-card-heading" aria-busy={submitting || undefined} onSubmit={submit}>
      <h2 id="account-add-card-heading" className="account-funds__subheading">
        {i18n.t('account.cards.add-heading', 'Add a card')}
      </h2>
      {formMessage ? (
        <FocusOnShow focusKey={formMessage}>
          <Alert tone="error" title={i18n.t('account.cards.add-error', "We couldn't add your card")} titleLevel={3}>
            {formMessage}
          </Alert>
        </FocusOnShow>
      ) : null}
      <TextField
        ref={numberRef}
        label={i18n.t('account.cards.number', 'Card number')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        spellCheck={false}
        value={values.cardNumber}
        error={errors.cardNumber}
        onChange={(event) => change('cardNumber', event.target.value)}
      />
      <ExpiryField i18n={i18n} month={values.expiryMonth} year={values.expiryYear} error={errors.expiry} fromYear={fromYear} onChange={change} monthRef={monthRef} />
      <TextField
        ref={cscRef}
        className="account-funds-card-form__csc"
        label={i18n.t('account.cards.csc', 'Security code')}
        hint={i18n.t('account.cards.csc-hint', 'The 3 or 4 digits on your card')}
        name="csc"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={values.csc}
        error={errors.csc}
        onChange={(event) => change('csc', event.target.value)}
      />
      <TextField
        ref={nameRef}
        label={i18n.t('account.cards.name', 'Name on card')}
        name="cardHolderName"
        autoComplete="cc-name"
        value={values.cardHolderName}
        error={errors.cardHolderName}
        onChange={(event) => change('cardHolderName', event.target.value)}
      />
      <Button type="submit" busy={submitting}>
        {submitting ? i18n.t('account.cards.adding', 'Adding card…') : i18n.t('account.cards.add', 'Add card')}
      </Button>
    </form>
  );
}

