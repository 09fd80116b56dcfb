import { useId } from 'react';
import type { NumberSet } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { NumberPicks } from '@drawfront/shared/rules/ticket-completeness';
import './ticket-builder.css';

export interface NumberGridProps {
  set: NumberSet;
  picks: NumberPicks;
  i18n: I18n;
  onToggle: (number: number) => void;
  /** The fieldset's legend; "{label}: pick {count}" when left out (an entry's grid may take a range of picks). */
  legend?: string;
}

/** The name one number of a set is announced by, e.g. "Number 7" or "Powerball 3". */
export function numberName(set: NumberSet, number: number, i18n: I18n): string {
  switch (set.key) {
    case 'numbers':
      return i18n.t('catalogue.play.number', 'Number {n}', { n: number });
    case 'powerball':
      return i18n.t('catalogue.play.powerball', 'Powerball {n}', { n: number });
    case 'favourites':
      return i18n.t('catalogue.play.favourite', 'Favourite {n}', { n: number });
  }
}

/** One number set as toggle buttons; the rest are disabled once the set is full, and the count is announced politely. */
export function NumberGrid({ set, picks, i18n, onToggle, legend }: NumberGridProps) {
  const countId = useId();
  const picked = new Set(picks);
  const full = picks.length >= set.count;
  const numbers = Array.from({ length: set.max - set.min + 1 }, (_, index) => set.min + index);
  return (
    <fieldset className={`catalogue-play-grid catalogue-play-grid--${set.key}`} aria-describedby={countId}>
      <legend className="catalogue-play-grid__legend">{legend ?? i18n.t('catalogue.play.pick', '{label}: pick {count}', { label: set.label, count: set.count })}</legend>
      <p className="catalogue-play-grid__count" id={countId} aria-live="polite">
        {i18n.t('catalogue.play.picked', '{picked} of {count}', { picked: picks.length, count: set.count })}
      </p>
      <div className="catalogue-play-grid__numbers">
        {numbers.map((number) => {
          const pressed = picked.has(number);
          return (
            <button
              key={number}
              type="button"
              className="catalogue-play-grid__number df-ui-focusable"
              aria-pressed={pressed}
              aria-label={numberName(set, number, i18n)}
              disabled={full && !pressed}
              onClick={() => onToggle(number)}
            >
              {number}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
