import { useId } from 'react';
import { useRovingGrid } from '@drawfront/shared/ui/use-roving-grid';
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

/**
 * One number set as toggle buttons, one tab stop for the whole set: the arrow keys move between numbers
 * (Up and Down by a row of the grid as laid out), Home and End to a row's ends, Space or Enter toggles.
 * Each number is announced with the count, e.g. "Number 7, pressed, 3 of 6 chosen". Once the set is full
 * the other numbers stay focusable but are marked unavailable, so arrowing through them still says why.
 */
export function NumberGrid({ set, picks, i18n, onToggle, legend }: NumberGridProps) {
  const countId = useId();
  const picked = new Set(picks);
  const full = picks.length >= set.count;
  const numbers = Array.from({ length: set.max - set.min + 1 }, (_, index) => set.min + index);
  const roving = useRovingGrid<HTMLDivElement>(numbers.length);
  return (
    <fieldset className={`catalogue-play-grid catalogue-play-grid--${set.key}`}>
      <legend className="catalogue-play-grid__legend">{legend ?? i18n.t('catalogue.play.pick', '{label}: pick {count}', { label: set.label, count: set.count })}</legend>
      <p className="catalogue-play-grid__count" id={countId} aria-live="polite">
        {i18n.t('catalogue.play.picked', '{picked} of {count} chosen', { picked: picks.length, count: set.count })}
      </p>
      <div className="catalogue-play-grid__numbers" ref={roving.containerRef}>
        {numbers.map((number, index) => {
          const pressed = picked.has(number);
          const unavailable = full && !pressed;
          return (
            <button
              key={number}
              type="button"
              className="catalogue-play-grid__number df-ui-focusable"
              aria-pressed={pressed}
              aria-label={numberName(set, number, i18n)}
              aria-describedby={countId}
              aria-disabled={unavailable || undefined}
              {...roving.itemProps(index)}
              onClick={() => {
                if (!unavailable) onToggle(number);
              }}
            >
              {number}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
