import { useRef, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PlayBreakKind, PlayBreakOption, PlayBreakPeriod } from '@drawfront/shared/rules/play-break';
import { Button } from '@drawfront/shared/ui/button';
import { optionsOfKind } from '../model/play-break-choices';

export interface ChoosePeriodProps {
  options: readonly PlayBreakOption[];
  /** The period chosen before going back from the confirmation, if any. */
  initialPeriod: PlayBreakPeriod | null;
  /** Lengthening the break in force rather than starting one. */
  extending: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  i18n: I18n;
  onContinue: (period: PlayBreakPeriod) => void;
}

const ERROR_ID = 'account-break-period-error';
const HINT_ID = 'account-break-period-hint';

/** Step 1: the periods in two groups, checked on "Continue" (no disabled button left unexplained). */
export function ChoosePeriod({ options, initialPeriod, extending, headingRef, i18n, onContinue }: ChoosePeriodProps) {
  const [period, setPeriod] = useState<PlayBreakPeriod | null>(initialPeriod);
  const [error, setError] = useState<string | null>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const groups: { kind: PlayBreakKind; legend: string }[] = [
    { kind: 'break', legend: i18n.t('account.break.group-break', 'Take a break') },
    { kind: 'self_exclusion', legend: i18n.t('account.break.group-exclusion', 'Exclude yourself') },
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (period) {
      onContinue(period);
      return;
    }
    setError(i18n.t('account.break.choose-error', 'Choose how long'));
    // As in the other account forms: focus lands in the group in error, whose description is the message.
    firstRadioRef.current?.focus();
  };

  const describedBy = [extending ? HINT_ID : null, error ? ERROR_ID : null].filter(Boolean).join(' ') || undefined;
  return (
    <form className="account-break__form" noValidate onSubmit={submit}>
      <fieldset className={['account-break__periods', error ? 'account-break__periods--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={describedBy}>
        <legend className="account-break__legend">
          <h2 ref={headingRef} tabIndex={-1} className="account-break__subheading">
            {extending ? i18n.t('account.break.extend-heading', 'Make it longer') : i18n.t('account.break.choose-heading', 'How long do you want to stop for?')}
          </h2>
        </legend>
        {extending ? (
          <p id={HINT_ID} className="df-ui-field__hint">
            {i18n.t('account.break.extend-hint', 'You can only choose a period that ends later than the one in force.')}
          </p>
        ) : null}
        {error ? (
          <p id={ERROR_ID} className="df-ui-field__error">
            {error}
          </p>
        ) : null}
        {groups.map(({ kind, legend }) => {
          const choices = optionsOfKind(options, kind);
          if (choices.length === 0) return null;
          return (
            <fieldset key={kind} className="df-ui-choices account-break__group">
              <legend className="df-ui-field__label">{legend}</legend>
              {choices.map((option) => (
                <label key={option.period} className="df-ui-choice">
                  <input
                    ref={option === options[0] ? firstRadioRef : undefined}
                    type="radio"
                    name="account-break-period"
                    value={option.period}
                    checked={period === option.period}
                    onChange={() => {
                      setPeriod(option.period);
                      setError(null);
                    }}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </fieldset>
      <Button type="submit">{i18n.t('account.break.continue', 'Continue')}</Button>
    </form>
  );
}
