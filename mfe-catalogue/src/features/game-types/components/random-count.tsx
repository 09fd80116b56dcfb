import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import '../../../components/ticket-builder.css';
import './game-types.css';

export interface RandomCountProps {
  count: number;
  min: number;
  max: number;
  i18n: I18n;
  onAdd: () => void;
  onRemove: () => void;
}

/** How many random games: a stepper within minGames–maxGames (their numbers are drawn when bought). */
export function RandomCount({ count, min, max, i18n, onAdd, onRemove }: RandomCountProps) {
  return (
    <section className="catalogue-play-section" aria-labelledby="catalogue-entry-random-title">
      <h2 className="catalogue-play-section__title" id="catalogue-entry-random-title">
        {i18n.t('catalogue.entry.random-title', 'Your games')}
      </h2>
      <p className="catalogue-play-section__intro">{i18n.t('catalogue.entry.random-numbers', 'Every number of every game is drawn at random when you buy, and shown on your tickets.')}</p>
      <fieldset className="catalogue-play-choice">
        <legend className="catalogue-play-choice__legend">{i18n.t('catalogue.entry.random-legend', 'Number of games')}</legend>
        <div className="catalogue-play-stepper">
          <Button variant="secondary" disabled={count <= min} onClick={onRemove}>
            <span aria-hidden="true">−</span>
            <span className="df-ui-visually-hidden">{i18n.t('catalogue.entry.random-remove', 'One game fewer')}</span>
          </Button>
          <output className="catalogue-play-stepper__value" aria-live="polite">
            {count}
          </output>
          <Button variant="secondary" disabled={count >= max} onClick={onAdd}>
            <span aria-hidden="true">+</span>
            <span className="df-ui-visually-hidden">{i18n.t('catalogue.entry.random-add', 'One game more')}</span>
          </Button>
        </div>
      </fieldset>
    </section>
  );
}
