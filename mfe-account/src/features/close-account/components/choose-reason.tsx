import { useRef, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { ACCOUNT_CLOSURE_DETAILS_MAX, ACCOUNT_CLOSURE_OPTIONS, suggestsPlayBreak } from '@drawfront/shared/rules/account-closure';
import type { AccountClosureReason, CloseAccountRequest } from '@drawfront/shared/rules/account-closure';
import { Button } from '@drawfront/shared/ui/button';
import { reasonLabel } from '../model/closure-balance';

export interface ChooseReasonProps {
  /** What was chosen before going back from the confirmation, if anything. */
  initial: CloseAccountRequest | null;
  /** The take-a-break page, offered to a customer whose reason is about play or money (null: not on this site). */
  takeABreakPath: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  i18n: I18n;
  onContinue: (request: CloseAccountRequest) => void;
}

const ERROR_ID = 'account-close-reason-error';
const DETAILS_ID = 'account-close-details';
const DETAILS_HINT_ID = 'account-close-details-hint';
const BREAK_ID = 'account-close-break';

/** Step 1: why (one reason, checked on "Continue") and, optionally, more in the customer's words. */
export function ChooseReason({ initial, takeABreakPath, headingRef, i18n, onContinue }: ChooseReasonProps) {
  const [reason, setReason] = useState<AccountClosureReason | null>(initial?.reason ?? null);
  const [details, setDetails] = useState(initial?.details ?? '');
  const [error, setError] = useState<string | null>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason) {
      const trimmed = details.trim();
      onContinue(trimmed ? { reason, details: trimmed } : { reason });
      return;
    }
    setError(i18n.t('account.close.reason-error', 'Choose why you are leaving'));
    // As in the other account forms: focus lands in the group in error, whose description is the message.
    firstRadioRef.current?.focus();
  };

  const offerBreak = reason !== null && suggestsPlayBreak(reason) && takeABreakPath !== null;
  return (
    <form className="account-close__form" noValidate onSubmit={submit}>
      <fieldset className={['df-ui-choices', 'account-close__reasons', error ? 'account-close__reasons--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={error ? ERROR_ID : undefined}>
        <legend className="account-close__legend">
          <h2 ref={headingRef} tabIndex={-1} className="account-close__subheading">
            {i18n.t('account.close.reason-heading', 'Why are you leaving?')}
          </h2>
        </legend>
        {error ? (
          <p id={ERROR_ID} className="df-ui-field__error">
            {error}
          </p>
        ) : null}
        {ACCOUNT_CLOSURE_OPTIONS.map((option, index) => (
          <label key={option.reason} className="df-ui-choice">
            <input
              ref={index === 0 ? firstRadioRef : undefined}
              type="radio"
              name="account-close-reason"
              value={option.reason}
              checked={reason === option.reason}
              aria-describedby={offerBreak && reason === option.reason ? BREAK_ID : undefined}
              onChange={() => {
                setReason(option.reason);
                setError(null);
              }}
            />
            <span>{reasonLabel(option.reason, i18n)}</span>
          </label>
        ))}
      </fieldset>
      {offerBreak ? (
        <p id={BREAK_ID} className="account-close__break">
          {i18n.t('account.close.break-offer', 'If you want to stop playing for a while, you can take a break or exclude yourself instead, and keep your account.')}{' '}
          <Link to={takeABreakPath}>{i18n.t('account.close.break-link', 'Take a break')}</Link>
        </p>
      ) : null}
      <div className="df-ui-field account-close__details">
        <label className="df-ui-field__label" htmlFor={DETAILS_ID}>
          {i18n.t('account.close.details-label', 'Anything else you want to tell us? (optional)')}
        </label>
        <p className="df-ui-field__hint" id={DETAILS_HINT_ID}>
          {i18n.t('account.close.details-hint', 'Up to {max} characters.', { max: ACCOUNT_CLOSURE_DETAILS_MAX })}
        </p>
        <textarea
          id={DETAILS_ID}
          className="df-ui-field__input account-close__textarea"
          rows={4}
          maxLength={ACCOUNT_CLOSURE_DETAILS_MAX}
          aria-describedby={DETAILS_HINT_ID}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
      </div>
      <Button type="submit">{i18n.t('account.close.continue', 'Continue')}</Button>
    </form>
  );
}
