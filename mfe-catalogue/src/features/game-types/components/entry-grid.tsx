import { useId } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { NumberPicks } from '@drawfront/shared/rules/ticket-completeness';
import type { EntryGrid as Grid } from '../model/entry-rules';
import '../../../components/ticket-builder.css';
import './game-types.css';

/** The name one number is announced by, e.g. "Number 7" or "Powerball 3". */
const numberName = (key: Grid['set']['key'], number: number, i18n: I18n) =>
  key === 'powerball' ? i18n.t('catalogue.play.powerball', 'Powerball {n}', { n: number }) : i18n.t('catalogue.play.number', 'Number {n}', { n: number });

/** One number set of an entry as toggle buttons; the rest are disabled once it holds its most picks. */
export function EntryGrid({ grid, picks, i18n, onToggle }: { grid: Grid; picks: NumberPicks; i18n: I18n; onToggle: (number: number) => void }) {
  const countId = useId();
  const { set, min } = grid;
  const picked = new Set(picks);
  const full = picks.length >= set.count;
  const numbers = Array.from({ length: set.max - set.min + 1 }, (_, index) => set.min + index);
  const legend =
    min === set.count
      ? i18n.t('catalogue.play.pick', '{label}: pick {count}', { label: set.label, count: set.count })
      : i18n.t('catalogue.entry.pick-range', '{label}: pick {min} to {max}', { label: set.label, min, max: set.count });
  return (
    <fieldset className={`catalogue-play-grid catalogue-play-grid--${set.key}`} aria-describedby={countId}>
      <legend className="catalogue-play-grid__legend">{legend}</legend>
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
              aria-label={numberName(set.key, number, i18n)}
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
