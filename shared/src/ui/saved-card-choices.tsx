import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import type { Fund } from '../contract/funds';
import type { I18n } from '../contract/i18n';
import { cardExpiry, cardName } from '../format/card-label';
import './ui.css';

export interface SavedCardChoicesProps {
  funds: readonly Fund[];
  /** The chosen fund's id. */
  value: string;
  onChange: (fundId: string) => void;
  legend: string;
  error?: string | null;
  i18n: I18n;
  /** The first radio, for moving focus to the group when nothing is chosen. */
  firstRef?: Ref<HTMLInputElement>;
  /** Under the choices, e.g. an "Add a card" link. */
  children?: ReactNode;
}

/** A radio group of saved cards ("Visa ending 4242, expires 04/29 (Default)"), with the group's error linked. */
export function SavedCardChoices({ funds, value, onChange, legend, error, i18n, firstRef, children }: SavedCardChoicesProps) {
  const errorId = `df-card-choices-${useId()}-error`;
  return (
    <fieldset className="df-ui-choices" aria-describedby={error ? errorId : undefined}>
      <legend className="df-ui-field__label">{legend}</legend>
      {error ? (
        <p className="df-ui-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {funds.map((fund, index) => (
        <label key={fund.id} className="df-ui-choice">
          <input ref={index === 0 ? firstRef : undefined} type="radio" name="fund" value={fund.id} checked={value === fund.id} onChange={() => onChange(fund.id)} />
          <span>
            {i18n.t('ui.card-choice', '{card}, expires {expiry}', { card: cardName(fund), expiry: cardExpiry(fund) })}
            {fund.default ? ` (${i18n.t('ui.card-choice-default', 'Default')})` : ''}
          </span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}

/** The card a form starts on: the default, else the first. */
export const defaultFundId = (funds: readonly Fund[]): string => (funds.find((fund) => fund.default) ?? funds[0])?.id ?? '';
