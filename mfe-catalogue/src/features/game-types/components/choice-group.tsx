import { useId } from 'react';
import '../../../components/ticket-builder.css';
import './game-types.css';

export interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}

/** A radio group as a fieldset with a legend: arrow keys move between options, as in any native radio group. */
export function ChoiceGroup<T extends string | number>({ legend, options, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="catalogue-play-choice">
      <legend className="catalogue-play-choice__legend">{legend}</legend>
      <div className="catalogue-play-choice__options">
        {options.map((option) => (
          <label key={String(option.value)} className="catalogue-play-choice__option">
            <input type="radio" className="catalogue-play-choice__input df-ui-focusable" name={name} value={String(option.value)} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
