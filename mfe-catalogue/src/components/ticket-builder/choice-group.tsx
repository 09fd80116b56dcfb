import { useId } from 'react';
import './ticket-builder.css';

export interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  /** Text under the legend, e.g. why a choice is needed. */
  hint?: string;
}

/** A radio group as a fieldset with a legend: arrow keys move between options, as in any native radio group. */
export function ChoiceGroup<T extends string | number>({ legend, options, value, onChange, hint }: ChoiceGroupProps<T>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="catalogue-play-choice" aria-describedby={hint ? hintId : undefined}>
      <legend className="catalogue-play-choice__legend">{legend}</legend>
      {hint ? (
        <p className="catalogue-play-choice__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="catalogue-play-choice__options">
        {options.map((option) => (
          <label key={String(option.value)} className="catalogue-play-choice__option">
            <input
              type="radio"
              className="catalogue-play-choice__input df-ui-focusable"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
