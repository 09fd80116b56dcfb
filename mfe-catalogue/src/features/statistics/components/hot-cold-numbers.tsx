import type { NumberFrequency, ResultNumbers } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Ball } from '../../../components/number-balls';
import './statistics.css';

export interface HotColdNumbersProps {
  title: string;
  headingId: string;
  entries: readonly NumberFrequency[];
  setKey: keyof ResultNumbers;
  i18n: I18n;
}

/** Hot or cold numbers: each ball with how often it came up, in words a screen reader reads whole. */
export function HotColdNumbers({ title, headingId, entries, setKey, i18n }: HotColdNumbersProps) {
  return (
    <div className="catalogue-statistics__hot-cold">
      <h3 id={headingId}>{title}</h3>
      {entries.length ? (
        <ul className="catalogue-statistics__hot-cold-list" aria-labelledby={headingId}>
          {entries.map((entry) => (
            <li key={entry.number} className="catalogue-statistics__hot-cold-item">
              <Ball value={entry.number} setKey={setKey} />
              <span>
                {entry.timesDrawn === 1
                  ? i18n.t('catalogue.statistics.times-one', 'drawn once')
                  : i18n.t('catalogue.statistics.times', 'drawn {count} times', { count: entry.timesDrawn })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{i18n.t('catalogue.statistics.none', 'None yet.')}</p>
      )}
    </div>
  );
}
