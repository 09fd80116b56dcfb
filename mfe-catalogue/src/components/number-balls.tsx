import type { ResultNumbers } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { numberSetLabel } from '../lib/number-set-label';
import './number-balls.css';

export interface NumberBallsProps {
  numbers: ResultNumbers;
  i18n: I18n;
}

const SETS: (keyof ResultNumbers)[] = ['numbers', 'supplementary', 'powerball'];

/**
 * Drawn numbers as balls, one list per set. Supplementary and Powerball balls differ by colour and by
 * a visible label (colour alone would not reach everyone), and each list is named for screen readers.
 */
export function NumberBalls({ numbers, i18n }: NumberBallsProps) {
  return (
    <div className="catalogue-balls">
      {SETS.map((key) => {
        const values = numbers[key];
        if (!values?.length) return null;
        const label = numberSetLabel(key, i18n);
        return (
          <div key={key} className={`catalogue-balls__set catalogue-balls__set--${key}`}>
            {key === 'numbers' ? null : (
              <span className="catalogue-balls__label" aria-hidden="true">
                {label}
              </span>
            )}
            <ul className="catalogue-balls__list" aria-label={label}>
              {values.map((value) => (
                <li key={value}>
                  <Ball value={value} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** One ball; its set's colour comes from the enclosing `catalogue-balls__set--{key}` (or `catalogue-ball--{key}`). */
export function Ball({ value, setKey }: { value: number; setKey?: keyof ResultNumbers }) {
  return <span className={['catalogue-balls__ball', setKey ? `catalogue-ball--${setKey}` : null].filter(Boolean).join(' ')}>{value}</span>;
}

/** A raffle's winning ticket numbers: tickets, not balls, so they read as ticket numbers. */
export function TicketNumbers({ tickets, i18n }: { tickets: readonly number[]; i18n: I18n }) {
  return (
    <ul className="catalogue-tickets" aria-label={i18n.t('catalogue.numbers.tickets', 'Winning ticket numbers')}>
      {tickets.map((ticket) => (
        <li key={ticket} className="catalogue-tickets__ticket">
          {i18n.t('catalogue.numbers.ticket', 'Ticket {number}', { number: ticket })}
        </li>
      ))}
    </ul>
  );
}
