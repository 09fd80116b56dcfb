import { TicketCount } from '../../../components/ticket-builder/ticket-count';
import type { TicketCountProps } from '../../../components/ticket-builder/ticket-count';
import '../../../components/ticket-builder/ticket-builder.css';
import './game-types.css';

export type RandomCountProps = Omit<TicketCountProps, 'labels'>;

/** How many random games: a stepper within minGames–maxGames (their numbers are drawn when bought). */
export function RandomCount({ count, min, max, i18n, onAdd, onRemove }: RandomCountProps) {
  return (
    <section className="catalogue-play-section" aria-labelledby="catalogue-entry-random-title">
      <h2 className="catalogue-play-section__title" id="catalogue-entry-random-title">
        {i18n.t('catalogue.entry.random-title', 'Your games')}
      </h2>
      <p className="catalogue-play-section__intro">{i18n.t('catalogue.entry.random-numbers', 'Every number of every game is drawn at random when you buy, and shown on your tickets.')}</p>
      <TicketCount
        count={count}
        min={min}
        max={max}
        i18n={i18n}
        onAdd={onAdd}
        onRemove={onRemove}
        labels={{
          legend: i18n.t('catalogue.entry.random-legend', 'Number of games'),
          add: i18n.t('catalogue.entry.random-add', 'One game more'),
          remove: i18n.t('catalogue.entry.random-remove', 'One game fewer'),
        }}
      />
    </section>
  );
}
